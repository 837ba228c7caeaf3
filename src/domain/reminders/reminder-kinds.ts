import type { NotificationKey } from '../profile/profile.schema';

/** What a reminder is about; each answers to one of the mother's eight switches. */
export const REMINDER_KINDS = [
  'vaccine',
  'appointment',
  'medicine',
  'milestones',
  'measurements',
  'feeding',
  'sleep',
  'diaper',
  'tip',
  /** "Enviar lembrete" from the baby's health unit (decision 051). */
  'unit',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const PREFERENCE_OF: Record<ReminderKind, NotificationKey> = {
  vaccine: 'vaccines',
  appointment: 'appointments',
  medicine: 'medication',
  milestones: 'growth',
  measurements: 'growth',
  feeding: 'feeding',
  sleep: 'sleep',
  diaper: 'diaper',
  tip: 'tips',
  unit: 'vaccines',
};

/** The switch's name where the mother reads it: in the e-mail's "turn off" line. */
export const PREFERENCE_LABELS: Record<NotificationKey, string> = {
  vaccines: 'vacinas',
  appointments: 'consultas',
  feeding: 'alimentação',
  sleep: 'sono',
  diaper: 'fraldas',
  medication: 'remédios',
  growth: 'crescimento e marcos',
  tips: 'dicas',
};

/** Only the doses she scheduled herself may ring in her quiet hours. */
export const RINGS_IN_QUIET_HOURS: ReadonlySet<ReminderKind> = new Set(['medicine']);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * How long after its time a reminder still helps; later (after downtime, or held by quiet
 * hours), it is marked missed instead of sent. A vaccine's first reminder gives way to the second
 * a week on; an appointment's is useless once it starts, so it is given per row.
 */
export const USEFUL_FOR_MS: Record<Exclude<ReminderKind, 'appointment'>, number> = {
  vaccine: 6 * DAY,
  medicine: 1 * HOUR,
  milestones: 7 * DAY,
  measurements: 2 * DAY,
  feeding: 1 * HOUR,
  sleep: 1 * HOUR,
  diaper: 1 * HOUR,
  tip: 2 * DAY,
  unit: 2 * DAY,
};

/** Hours without a feeding, a sleep or a diaper before a nudge (the switches that are off by default). */
export const NUDGE_AFTER_HOURS = { feeding: 4, sleep: 6, diaper: 6 } as const;
export type NudgeKind = keyof typeof NUDGE_AFTER_HOURS;

/** "Avisar 15 min antes da janela": how long before the next sleep's window opens. */
export const SLEEP_WINDOW_NOTICE_MS = 15 * 60_000;

/** The agenda type each nudge watches. */
export const NUDGE_EVENT_TYPE: Record<NudgeKind, 'mamada' | 'sono' | 'fralda'> = {
  feeding: 'mamada',
  sleep: 'sono',
  diaper: 'fralda',
};

/** The second reminder of a vaccine dose still not registered, a week after the first. */
export const VACCINE_SECOND_REMINDER_DAYS = 7;
