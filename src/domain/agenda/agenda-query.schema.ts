import { z } from 'zod';
import { babyIdSchema } from '../baby/baby-query.schema';
import { instantSchema } from '../dates';
import { isTimeZone } from './local-days';

/** An IANA zone the phone sends: the mother's local days are its days. */
export const timeZoneSchema = z
  .string({ error: 'Fuso horário inválido' })
  .max(64, 'Fuso horário inválido')
  .refine(isTimeZone, 'Fuso horário inválido');

/** A local day or, for the dashboard, the day so far: 23 to 25 hours where clocks change. */
export const DayQuerySchema = z
  .object({
    start: instantSchema('Período inválido'),
    end: instantSchema('Período inválido'),
    babyId: babyIdSchema.optional(),
  })
  .refine(({ start, end }) => {
    const span = Date.parse(end) - Date.parse(start);
    return span > 0 && span <= 26 * 60 * 60 * 1000;
  }, 'Período inválido');

/** "Resumo": the last 7 or 30 of her days. */
export const SummaryQuerySchema = z.object({
  days: z.enum(['7', '30'], { error: 'Escolha 7 ou 30 dias' }).transform(Number),
  tz: timeZoneSchema,
  babyId: babyIdSchema.optional(),
});

/** The care log's CSV, its times on her clock. */
export const ExportQuerySchema = z.object({ tz: timeZoneSchema, babyId: babyIdSchema.optional() });
