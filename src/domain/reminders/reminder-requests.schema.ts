import { z } from 'zod';
import { instantSchema, pageCursorSchema } from '../dates';
import { MEDICINE_ANSWERS } from './reminder-states';

/** Her notifications, a page older than the cursor. */
export const ReminderPageQuerySchema = z.object({ before: pageCursorSchema('Página inválida').optional() });

/**
 * "Dei agora" or "Pular" on a dose; `answeredAt` is when she tapped it, sent by the outbox when
 * the answer waited for the connection (the server keeps it only if it is in the last 7 days).
 */
export const DoseAnswerSchema = z.object({
  answer: z.enum(MEDICINE_ANSWERS, { error: 'Resposta inválida' }),
  answeredAt: instantSchema('Horário inválido').optional(),
});

/** The e-mail's one-click off link. */
export const RemindersOffSchema = z.object({
  token: z.string({ error: 'Link inválido' }).min(1, 'Link inválido').max(200, 'Link inválido'),
});
