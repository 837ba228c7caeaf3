import { z } from 'zod';
import type { CalendarDate } from '../age';
import { calendarDateSchema } from '../dates';
import { formatDate } from '../format';

/**
 * Ticking a calendar dose: the date is required and cannot be after `today`. This season's yearly
 * dose also passes the season's first day: an earlier date would belong to the season before.
 */
export function applyDoseSchema(today: CalendarDate, season?: { startsOn: CalendarDate; label: string }) {
  return z.object({
    applicationDate: calendarDateSchema('Por favor, preencha a data de aplicação.')
      .refine((d) => d <= today, 'A data de aplicação não pode ser no futuro.')
      .refine((d) => !season || d >= season.startsOn, {
        message: season ? `A dose da ${season.label} deve ter data a partir de ${formatDate(season.startsOn)}.` : '',
      }),
    notes: z.string().trim().max(300, 'Observação muito longa').optional(),
  });
}

/** A vaccine the calendar does not have: name and date required, dose number a whole number ≥ 1. */
export function customVaccineSchema(today: CalendarDate) {
  const required = 'Por favor, preencha o nome da vacina e a data.';
  return z.object({
    vaccineName: z.string({ error: required }).trim().min(1, required).max(80, 'Nome da vacina muito longo'),
    applicationDate: calendarDateSchema(required).refine(
      (d) => d <= today,
      'A data de aplicação não pode ser no futuro.',
    ),
    doseNumber: z.coerce
      .number({ error: 'A dose deve ser um número inteiro a partir de 1.' })
      .int('A dose deve ser um número inteiro a partir de 1.')
      .min(1, 'A dose deve ser um número inteiro a partir de 1.')
      .max(20, 'A dose deve ser um número inteiro a partir de 1.')
      .default(1),
    notes: z.string().trim().max(300, 'Observação muito longa').optional(),
  });
}

/** The booklet's two lists of chips. */
export const BOOKLET_LISTS = ['allergies', 'healthConditions'] as const;
export type BookletList = (typeof BOOKLET_LISTS)[number];

/** Allergy and health-condition chips: trimmed, not empty. */
export const BookletEntrySchema = z.object({
  value: z.string({ error: 'Digite um nome.' }).trim().min(1, 'Digite um nome.').max(60, 'Nome muito longo'),
});
