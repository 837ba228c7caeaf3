import { z } from 'zod';
import { BabyQuerySchema } from '../baby/baby-query.schema';
import { calendarDateSchema, instantSchema } from '../dates';
import { errorMessage } from '../errors';

/** When the appointment's reminder rings, before it. */
export const CONSULTATION_REMINDERS = [
  { id: 'day-before', label: '1 dia antes', minutesBefore: 24 * 60 },
  { id: 'two-hours', label: '2 horas antes', minutesBefore: 120 },
  { id: 'at-time', label: 'Na hora', minutesBefore: 0 },
] as const;
export type ConsultationReminder = (typeof CONSULTATION_REMINDERS)[number]['id'];
export const CONSULTATION_REMINDER_IDS = CONSULTATION_REMINDERS.map((r) => r.id) as [
  ConsultationReminder,
  ...ConsultationReminder[],
];

export const minutesBefore = (id: ConsultationReminder) =>
  CONSULTATION_REMINDERS.find((r) => r.id === id)?.minutesBefore ?? 0;

export const CONSULTATION_MESSAGES = {
  title: 'Informe o nome da consulta',
  titleTooLong: 'Nome muito longo (máximo 80 caracteres)',
  startsAt: 'Informe a data e o horário da consulta',
  past: 'Escolha uma data e um horário no futuro',
  place: 'Local muito longo (máximo 120 caracteres)',
  notes: 'Observação muito longa (máximo 500 caracteres)',
  remind: 'Escolha quando lembrar',
} as const;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

/** An appointment to come: a pediatrician, a vaccine room, an exam. */
export const ConsultationInputSchema = z.object({
  babyId: z.uuid(errorMessage('baby_not_found')).optional(),
  title: z
    .string({ error: CONSULTATION_MESSAGES.title })
    .trim()
    .min(1, CONSULTATION_MESSAGES.title)
    .max(80, CONSULTATION_MESSAGES.titleTooLong),
  startsAt: instantSchema(CONSULTATION_MESSAGES.startsAt),
  place: optionalText(120, CONSULTATION_MESSAGES.place),
  notes: optionalText(500, CONSULTATION_MESSAGES.notes),
  remind: z.enum(CONSULTATION_REMINDER_IDS, { error: CONSULTATION_MESSAGES.remind }),
});
export type ConsultationInput = z.infer<typeof ConsultationInputSchema>;

/** The dialog's fields, the mother's date and time apart. */
export const ConsultationFormSchema = z.object({
  title: ConsultationInputSchema.shape.title,
  date: calendarDateSchema(CONSULTATION_MESSAGES.startsAt),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, CONSULTATION_MESSAGES.startsAt),
  place: z.string().trim().max(120, CONSULTATION_MESSAGES.place),
  notes: z.string().trim().max(500, CONSULTATION_MESSAGES.notes),
  remind: z.enum(CONSULTATION_REMINDER_IDS, { error: CONSULTATION_MESSAGES.remind }),
});
export type ConsultationForm = z.infer<typeof ConsultationFormSchema>;

/** The appointments of a stretch of at most two days (a local day, for the log). */
export const ConsultationsRangeQuerySchema = BabyQuerySchema.extend({
  from: instantSchema('Período inválido'),
  to: instantSchema('Período inválido'),
}).refine((q) => Date.parse(q.to) > Date.parse(q.from) && Date.parse(q.to) - Date.parse(q.from) <= 2 * 86_400_000, {
  message: 'Período inválido',
  path: ['to'],
});
