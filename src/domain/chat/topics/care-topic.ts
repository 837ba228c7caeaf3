/**
 * What each of Lu's first-aid guides is (./index.ts), and the lines their answers share.
 *
 * Facts and sources: docs/content-sources.md (Guia alimentar 2019, SBP, AHA/AAP 2025, OMS 2019);
 * wording kept consistent with the feeding guide, exercises and first-aid content. Plain text only: no markdown or
 * HTML, line breaks with "\n" and short lines starting with "• ". Every answer ends with a line
 * telling the mother to confirm with the pediatrician or the UBS, and no answer ever gives a
 * medicine dose.
 */
import { formatAge } from '../../age';

export interface BabyFacts {
  name: string;
  ageMonths: number;
}

export interface CareTopic {
  /** kebab-case, unique */
  id: string;
  /** pt-BR topic name shown in the answer */
  title: string;
  /** 80-220 words, personalised when the baby is known */
  answer(baby: BabyFacts | null): string;
}

/** Whole months, never below zero. */
export function monthsOf(baby: BabyFacts): number {
  return Number.isFinite(baby.ageMonths) ? Math.max(0, Math.floor(baby.ageMonths)) : 0;
}

/** "menos de 1 mês", "4 meses", "1 ano e 3 meses". */
export function ageOf(baby: BabyFacts): string {
  const months = monthsOf(baby);
  return months < 1 ? 'menos de 1 mês' : formatAge(months);
}

/** The last line of every answer about the baby. */
export function confirmLine(baby: BabyFacts | null): string {
  return baby
    ? `Confirme sempre com o pediatra de ${baby.name} ou com a equipe da UBS.`
    : 'Confirme sempre com o pediatra ou com a equipe da UBS.';
}

/** Joins the present lines with line breaks. */
export function lines(...parts: (string | false | null | undefined)[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p.length > 0).join('\n');
}
