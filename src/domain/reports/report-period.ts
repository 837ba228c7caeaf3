import { z } from 'zod';
import { isTimeZone } from '../agenda/local-days';
import { calendarDateSchema, isCalendarDate } from '../dates';
import { errorMessage } from '../errors';
import { ageInDays } from '../growth/growth-age';

/** A report covers at most a year (and a leap day): the pediatrician reads trends, not a life. */
export const MAX_REPORT_DAYS = 366;

export const REPORT_PERIODS = [
  { id: '7', label: 'Últimos 7 dias', days: 7 },
  { id: '30', label: 'Últimos 30 dias', days: 30 },
] as const;

export const REPORT_DISCLAIMER = 'Gerado pelo Lumma — não substitui a Caderneta oficial';

export const REPORT_MESSAGES = {
  date: 'Informe as datas do período',
  order: 'A data final deve ser igual ou depois da inicial',
  tooLong: `O período pode ter no máximo ${MAX_REPORT_DAYS} dias`,
  timeZone: 'Fuso horário inválido',
} as const;

const calendarDate = calendarDateSchema(REPORT_MESSAGES.date);

/** Days from `from` to `to`, both included. */
export const periodLength = (from: string, to: string) => ageInDays(from, to) + 1;

/** The period of a report, on the mother's clock (her zone gives the days their hours). */
export const ReportQuerySchema = z
  .object({
    babyId: z.uuid(errorMessage('baby_not_found')).optional(),
    from: calendarDate,
    to: calendarDate,
    tz: z.string({ error: REPORT_MESSAGES.timeZone }).max(64).refine(isTimeZone, REPORT_MESSAGES.timeZone),
  })
  .superRefine((q, ctx) => {
    // zod runs this even when a date already failed: there is nothing to compare then.
    if (!isCalendarDate(q.from) || !isCalendarDate(q.to)) return;
    if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.order });
    else if (periodLength(q.from, q.to) > MAX_REPORT_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: REPORT_MESSAGES.tooLong });
    }
  });
export type ReportQuery = z.infer<typeof ReportQuerySchema>;
