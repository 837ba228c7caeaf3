import { z } from 'zod';
import { instantSchema } from '../dates';
import { errorMessage } from '../errors';
import { BREAST_SIDES, TIMER_KINDS } from './care-timer';
import { MAX_DURATION_SECONDS } from './event-details';

// Apart from care-timer.ts: the dashboard's timers need its rules, not zod.
const side = z.enum(BREAST_SIDES, { error: 'Escolha o peito esquerdo ou o direito' });
const instant = instantSchema('Horário inválido');
const sideSeconds = z
  .number({ error: 'Duração inválida' })
  .int('Duração inválida')
  .min(0, 'Duração inválida')
  .max(MAX_DURATION_SECONDS, 'A duração não pode passar de 24 horas');

/** Where a feeding timer stands: the side in use and what each side has had. */
export const TimerSidesSchema = z.object({
  side,
  sideSince: instant,
  leftSeconds: sideSeconds,
  rightSeconds: sideSeconds,
});

/** Starting a timer; the id is made on the phone, so a start sent again from its queue lands once. */
export const TimerStartSchema = z
  .object({
    id: z.uuid('Identificador inválido'),
    babyId: z.uuid(errorMessage('baby_not_found')).optional(),
    kind: z.enum(TIMER_KINDS, { error: 'Tipo de cronômetro inválido' }),
    startedAt: instant,
    side: side.optional(),
  })
  .refine((t) => (t.kind === 'mamada') === !!t.side, {
    message: 'Escolha o peito esquerdo ou o direito',
    path: ['side'],
  });
export type TimerStart = z.infer<typeof TimerStartSchema>;
