import type { CalendarDate } from '../age';
import { ageInDays, correctedAgeDays } from '../growth/growth-age';
import { addDays } from '../reminders/zoned-time';
import { addMonths } from '../vaccines/vaccine-card';

/**
 * The Caderneta da Criança (2020 on) carries the M-CHAT-R/F, an autism-risk questionnaire for
 * children of 16 to 30 months that the pediatrician or the UBS team applies; the AAP screens at
 * 18 and 24 months (docs/content-sources.md, Development milestones; the Caderneta's page is VERIFY). The app only
 * points to it: the questionnaire's licence does not cover apps, so its questions are not here.
 */
export const AUTISM_SCREENING = {
  fromMonths: 16,
  toMonths: 30,
  /** The visits where it is applied, and the days the app reminds her. */
  atMonths: [18, 24],
} as const;

const DAYS_PER_MONTH = 30.4375;

/** True from 16 months to the last day of 30 months, on the age the milestones read (corrected for a premature baby). */
export function inAutismScreeningWindow(ageDays: number): boolean {
  const months = Math.floor(ageDays / DAYS_PER_MONTH);
  return months >= AUTISM_SCREENING.fromMonths && months <= AUTISM_SCREENING.toMonths;
}

export const AUTISM_SCREENING_CARD = {
  title: 'Triagem do autismo: M-CHAT-R/F',
  text: 'A Caderneta da Criança traz um questionário de triagem do autismo, o M-CHAT-R/F, que o pediatra ou a equipe da UBS aplica aos 18 e aos 24 meses. Leve a Caderneta à consulta e peça a triagem, se ainda não foi feita.',
  note: 'É uma triagem, não um diagnóstico: ajuda a decidir se vale uma avaliação mais de perto.',
} as const;

/**
 * The days the app reminds her: when the age the milestones read (corrected for a baby born before
 * 37 weeks, until 2 years) reaches 18 and 24 months, as the day a term baby would reach them.
 */
export function autismScreeningDays(
  birthDate: CalendarDate,
  gestationalDays: number | null,
): { month: number; day: CalendarDate }[] {
  return AUTISM_SCREENING.atMonths.map((month) => {
    const target = ageInDays(birthDate, addMonths(birthDate, month));
    let day = addMonths(birthDate, month);
    while (correctedAgeDays(ageInDays(birthDate, day), gestationalDays).days < target) day = addDays(day, 1);
    return { month, day };
  });
}
