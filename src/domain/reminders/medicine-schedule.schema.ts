import { z } from 'zod';

export const MAX_SCHEDULE_DAYS = 60;
/**
 * Doses one schedule may remind of: an antibiotic every 6 hours for 14 days is 56. With at most
 * 10 schedules running per baby, a baby holds at most 1,200 dose reminders (hourly for 60 days was
 * 1,440 a schedule, 14,400 rows in 7 s for ten).
 */
export const MAX_SCHEDULE_DOSES = 120;

export const SCHEDULE_MESSAGES = {
  everyHours: 'Informe de 1 em 1 a 24 em 24 horas',
  days: `Informe de 1 a ${MAX_SCHEDULE_DAYS} dias`,
  medicine: 'Informe o nome do remédio',
  doses: `No máximo ${MAX_SCHEDULE_DOSES} doses por repetição: aumente o intervalo ou diminua os dias`,
} as const;

/** "Repetir" on a Remédio event: a dose every N hours for D days, the first N hours after it. */
export const MedicineScheduleInputSchema = z
  .object({
    eventId: z.uuid('Evento não encontrado'),
    everyHours: z
      .number({ error: SCHEDULE_MESSAGES.everyHours })
      .int(SCHEDULE_MESSAGES.everyHours)
      .min(1, SCHEDULE_MESSAGES.everyHours)
      .max(24, SCHEDULE_MESSAGES.everyHours),
    days: z
      .number({ error: SCHEDULE_MESSAGES.days })
      .int(SCHEDULE_MESSAGES.days)
      .min(1, SCHEDULE_MESSAGES.days)
      .max(MAX_SCHEDULE_DAYS, SCHEDULE_MESSAGES.days),
  })
  .refine(({ everyHours, days }) => doseCount(everyHours, days) <= MAX_SCHEDULE_DOSES, {
    message: SCHEDULE_MESSAGES.doses,
    path: ['days'],
  });
export type MedicineScheduleInput = z.infer<typeof MedicineScheduleInputSchema>;

/** How many doses a schedule reminds of: as many as doseTimes gives. */
export const doseCount = (everyHours: number, days: number) => Math.floor((days * 24) / everyHours);

/** The dose times of a schedule: every `everyHours` after the first dose, for `days` days. */
export function doseTimes(firstDoseAt: Date, everyHours: number, days: number): Date[] {
  const step = everyHours * 3_600_000;
  const end = firstDoseAt.getTime() + days * 86_400_000;
  const times: Date[] = [];
  for (let at = firstDoseAt.getTime() + step; at <= end; at += step) times.push(new Date(at));
  return times;
}
