import { z } from 'zod';
import { calendarDateSchema, instantSchema } from '../dates';
import { errorMessage } from '../errors';
import {
  DETAIL_MESSAGES,
  DIAPER_IDS,
  type EventDetails,
  eventDetailsProblem,
  FEEDING_IDS,
  MAX_BOTTLE_ML,
  MAX_DOSE_LENGTH,
  MAX_DURATION_SECONDS,
  MAX_MEDICINE_LENGTH,
  MILK_IDS,
} from './event-details';
import { isBuiltInType } from './event-types';

/** The add dialog's fields; only the first error is shown. */
export const AgendaEventFormSchema = z.object({
  type: z.string().min(1),
  notes: z.string().max(500, 'Observação muito longa'),
  time: z.string().min(1, 'Por favor, selecione um horário'),
  date: z.string().min(1, 'Por favor, selecione uma data'),
});
export type AgendaEventForm = z.infer<typeof AgendaEventFormSchema>;

const seconds = z
  .number({ error: 'Duração inválida' })
  .int('Duração inválida')
  .min(0, 'Duração inválida')
  .max(MAX_DURATION_SECONDS, DETAIL_MESSAGES.tooLong)
  .nullish();
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null);

/** The details' fields, each optional; which ones a type may carry is checked after (event-details.ts). */
export const EventDetailsFieldsSchema = z.object({
  endedAt: instantSchema('Horário de fim inválido').nullish(),
  feeding: z.enum(FEEDING_IDS, { error: 'Escolha o peito ou a mamadeira' }).nullish(),
  leftSeconds: seconds,
  rightSeconds: seconds,
  bottleMl: z
    .number({ error: DETAIL_MESSAGES.bottleMl })
    .int(DETAIL_MESSAGES.bottleMl)
    .min(1, DETAIL_MESSAGES.bottleMl)
    .max(MAX_BOTTLE_ML, DETAIL_MESSAGES.bottleMl)
    .nullish(),
  milk: z.enum(MILK_IDS, { error: 'Escolha leite materno ou fórmula' }).nullish(),
  diaper: z.enum(DIAPER_IDS, { error: 'Escolha xixi, cocô ou os dois' }).nullish(),
  medicine: optionalText(MAX_MEDICINE_LENGTH, 'Nome do remédio muito longo'),
  dose: optionalText(MAX_DOSE_LENGTH, 'Dose muito longa'),
});

/** The details in their stored shape: every field present, absent ones null. */
export const detailsOf = (fields: z.infer<typeof EventDetailsFieldsSchema>): EventDetails => ({
  endedAt: fields.endedAt ? new Date(fields.endedAt).toISOString() : null,
  feeding: fields.feeding ?? null,
  leftSeconds: fields.leftSeconds ?? null,
  rightSeconds: fields.rightSeconds ?? null,
  bottleMl: fields.bottleMl ?? null,
  milk: fields.milk ?? null,
  diaper: fields.diaper ?? null,
  medicine: fields.medicine ?? null,
  dose: fields.dose ?? null,
});

/** An event's time and what it says: the fields a new event and an edit share. */
const EventContentSchema = z
  .object({
    type: z.string({ error: 'Tipo inválido' }).trim().min(1, 'Tipo inválido').max(30, 'Tipo inválido'),
    title: z.string().trim().max(60, 'Título muito longo').optional(),
    notes: z.string().trim().max(500, 'Observação muito longa').optional(),
    occurredAt: instantSchema('Por favor, selecione um horário'),
    date: calendarDateSchema('Por favor, selecione uma data'),
    time: z
      .string({ error: 'Por favor, selecione um horário' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Por favor, selecione um horário'),
  })
  .extend(EventDetailsFieldsSchema.shape);

/**
 * A custom or unknown type becomes `outro` with its label as the title; `date` and `time` are the
 * mother's own clock, kept for the webhook; `occurredAt` is the instant.
 */
const toStored = <T extends z.infer<typeof EventContentSchema>>({ type, title, notes, ...rest }: T) => {
  const { endedAt, feeding, leftSeconds, rightSeconds, bottleMl, milk, diaper, medicine, dose, ...kept } = rest;
  const details = detailsOf({ endedAt, feeding, leftSeconds, rightSeconds, bottleMl, milk, diaper, medicine, dose });
  return isBuiltInType(type)
    ? { ...kept, type, title: title || null, notes: notes || null, details }
    : { ...kept, type: 'outro' as const, title: title || type, notes: notes || null, details };
};

/** Refuses what no type may say: details of another type, times in the future, durations out of bounds. */
const checkDetails = (event: ReturnType<typeof toStored>, ctx: z.RefinementCtx) => {
  const problem = eventDetailsProblem(event.type, new Date(event.occurredAt), event.details);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['details'] });
};

/** What the server stores of a new event; a client-chosen id makes a retried send land once. */
export const AgendaEventInputSchema = EventContentSchema.extend({
  id: z.uuid('Identificador inválido').optional(),
  babyId: z.uuid(errorMessage('baby_not_found')).optional(),
})
  .transform(toStored)
  .superRefine(checkDetails);
export type AgendaEventInput = z.infer<typeof AgendaEventInputSchema>;

/** An edit: the event's new time and details; its baby stays. */
export const AgendaEventEditSchema = EventContentSchema.transform(toStored).superRefine(checkDetails);
export type AgendaEventEdit = z.infer<typeof AgendaEventEditSchema>;

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
