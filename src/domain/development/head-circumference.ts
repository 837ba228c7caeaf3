import { headCountsForDevelopment } from '../growth/growth-words';
import type { DevelopmentLevel } from './milestones';

export const HEAD_ADVICE =
  'O perímetro cefálico da última medida está fora da faixa esperada (abaixo de −2 ou acima de +2 escores z). Na Caderneta da Criança, isso conta como "provável atraso", mesmo com os marcos em dia: mostre a medida ao pediatra ou procure a UBS em breve.';

/**
 * The Caderneta's rule joins the head to the milestones: a head circumference beyond ±2 z makes
 * the classification "provável atraso" (see the pediatrician), whatever the marks say. `headZ` is
 * the latest head measurement's z on the baby's standard, or null. VERIFY against the AIDPI
 * manual's classification table (docs/content-sources.md).
 */
export function withHeadCircumference<Advice extends { level: DevelopmentLevel; text: string }>(
  advice: Advice,
  headZ: number | null,
): Advice & { headOutOfRange: boolean } {
  if (headZ === null || !headCountsForDevelopment(headZ)) return { ...advice, headOutOfRange: false };
  return { ...advice, level: 'talk_now', text: HEAD_ADVICE, headOutOfRange: true };
}
