import { z } from 'zod';
import { pageCursorSchema } from '../dates';
import { MEDICINE_ANSWERS } from './reminder-states';

/** Her notifications, a page older than the cursor. */
export const ReminderPageQuerySchema = z.object({ before: pageCursorSchema('Página inválida').optional() });

/** "Dei agora" or "Pular" on a dose. */
export const DoseAnswerSchema = z.object({ answer: z.enum(MEDICINE_ANSWERS, { error: 'Resposta inválida' }) });

/** The e-mail's one-click off link. */
export const RemindersOffSchema = z.object({
  token: z.string({ error: 'Link inválido' }).min(1, 'Link inválido').max(200, 'Link inválido'),
});
