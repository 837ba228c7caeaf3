import { z } from 'zod';
import { errorMessage } from '../errors';
import { BUILT_IN_EVENT_TYPE_IDS, isBuiltInType } from './event-types';

/** The add dialog's fields; only the first error is shown. */
export const AgendaEventFormSchema = z.object({
  type: z.string().min(1),
  notes: z.string().max(500, 'Observação muito longa'),
  time: z.string().min(1, 'Por favor, selecione um horário'),
  date: z.string().min(1, 'Por favor, selecione uma data'),
});
export type AgendaEventForm = z.infer<typeof AgendaEventFormSchema>;

/**
 * What the server stores. A custom or unknown type becomes `outro` with its label as the title;
 * `date` and `time` are the mother's own clock, kept for the webhook; `occurredAt` is the instant.
 */
export const AgendaEventInputSchema = z
  .object({
    id: z.uuid('Identificador inválido').optional(),
    babyId: z.uuid(errorMessage('baby_not_found')).optional(),
    type: z.string({ error: 'Tipo inválido' }).trim().min(1, 'Tipo inválido').max(30, 'Tipo inválido'),
    title: z.string().trim().max(60, 'Título muito longo').optional(),
    notes: z.string().trim().max(500, 'Observação muito longa').optional(),
    occurredAt: z.iso.datetime({ offset: true, error: 'Por favor, selecione um horário' }),
    date: z
      .string({ error: 'Por favor, selecione uma data' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Por favor, selecione uma data'),
    time: z
      .string({ error: 'Por favor, selecione um horário' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Por favor, selecione um horário'),
  })
  .transform(({ type, title, notes, ...rest }) =>
    isBuiltInType(type)
      ? { ...rest, type, title: title || null, notes: notes || null }
      : { ...rest, type: 'outro' as const, title: title || type, notes: notes || null },
  );
export type AgendaEventInput = z.infer<typeof AgendaEventInputSchema>;

export const AGENDA_EVENT_TYPES = BUILT_IN_EVENT_TYPE_IDS;

/** "3 mamadas · 2 fraldas · 1 sono · 0 remédios" */
export interface DaySummary {
  mamada: number;
  fralda: number;
  sono: number;
  remedio: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function summaryText(s: DaySummary): string {
  return [
    plural(s.mamada, 'mamada', 'mamadas'),
    plural(s.fralda, 'fralda', 'fraldas'),
    plural(s.sono, 'sono', 'sonos'),
    plural(s.remedio, 'remédio', 'remédios'),
  ].join(' · ');
}
