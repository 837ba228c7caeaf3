import { z } from 'zod';
import type { CalendarDate } from '../age';
import { calendarDateSchema } from '../dates';
import { errorMessage } from '../errors';
import { MILESTONE_MARKS } from './milestone-marks';

/** "Já faz", "Ainda não", or back to unmarked (null), on the day she looked. */
export function milestoneMarkSchema(today: CalendarDate) {
  return z.object({
    babyId: z.uuid(errorMessage('baby_not_found')).optional(),
    mark: z.enum(MILESTONE_MARKS, { error: 'Escolha "Já faz" ou "Ainda não"' }).nullable(),
    markedOn: calendarDateSchema('Data inválida').refine((d) => d <= today, 'A data não pode ser no futuro'),
  });
}

export type MilestoneMarkInput = z.infer<ReturnType<typeof milestoneMarkSchema>>;
