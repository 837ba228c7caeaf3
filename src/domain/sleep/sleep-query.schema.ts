import { z } from 'zod';
import { timeZoneSchema } from '../agenda/agenda-query.schema';
import { babyIdSchema } from '../baby/baby-query.schema';

/** The sleep card: her clock's zone, the named or the active baby. */
export const SleepForecastQuerySchema = z.object({ tz: timeZoneSchema, babyId: babyIdSchema.optional() });

/** The `/sono` page: the last 7, 14 or 30 of her days. */
export const SleepPageQuerySchema = SleepForecastQuerySchema.extend({
  days: z.enum(['7', '14', '30'], { error: 'Escolha 7, 14 ou 30 dias' }).transform(Number),
});
