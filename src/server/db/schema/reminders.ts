import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONSULTATION_REMINDER_IDS } from '../../../domain/reminders/consultation.schema';
import { REMINDER_KINDS } from '../../../domain/reminders/reminder-kinds';
import { MEDICINE_ANSWERS, REMINDER_STATES } from '../../../domain/reminders/reminder-states';
import { babies } from './account';
import { appointments } from './agenda';
import { users } from './auth';

/** An appointment to come (pediatrician, vaccine room, exam); once past, part of the baby's log. */
export const consultations = pgTable(
  'consultations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    babyId: uuid('baby_id')
      .notNull()
      .references(() => babies.id, { onDelete: 'cascade' }),
    /** Who scheduled it; null once her account is gone, and the family keeps it. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    place: text('place'),
    notes: text('notes'),
    remind: text('remind', { enum: CONSULTATION_REMINDER_IDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consultations_baby_starts_idx').on(t.babyId, t.startsAt)],
);

/** "Repetir" on a Remédio event: a dose every N hours until `ends_at`, unless stopped before. */
export const medicineSchedules = pgTable(
  'medicine_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    babyId: uuid('baby_id')
      .notNull()
      .references(() => babies.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The dose it repeats. */
    eventId: uuid('event_id').references(() => appointments.id, { onDelete: 'set null' }),
    medicine: text('medicine').notNull(),
    dose: text('dose'),
    everyHours: smallint('every_hours').notNull(),
    firstDoseAt: timestamp('first_dose_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('medicine_schedules_baby_idx').on(t.babyId),
    check('medicine_schedules_every_hours', sql`${t.everyHours} between 1 and 24`),
  ],
);

/** A device that asked for Web Push; its endpoint is the device's secret and is never logged whole. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    device: text('device').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * One reminder for one person: planned with its time, claimed once across processes, sent once.
 * (kind, subject, occurrence) names it, so planning it again is a no-op: a vaccine dose's first
 * and second reminder, an appointment, one dose of a schedule, one month's milestones.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    babyId: uuid('baby_id').references(() => babies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    subject: text('subject').notNull(),
    occurrence: text('occurrence').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Past this, it is marked missed rather than sent. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    status: text('status', { enum: REMINDER_STATES }).notNull().default('pending'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    consultationId: uuid('consultation_id').references(() => consultations.id, { onDelete: 'cascade' }),
    scheduleId: uuid('schedule_id').references(() => medicineSchedules.id, { onDelete: 'cascade' }),
    /** A dose's "Dei agora" or "Pular", by whoever of the family answered first. */
    answer: text('answer', { enum: MEDICINE_ANSWERS }),
    /** Devices a push service turned away for a moment, tried again at `push_retry_at`. */
    pushRetryAt: timestamp('push_retry_at', { withTimezone: true }),
    pushRetrySubscriptions: uuid('push_retry_subscriptions').array(),
    pushAttempts: smallint('push_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminders_occurrence_idx').on(t.userId, t.kind, t.subject, t.occurrence),
    index('reminders_due_idx').on(t.dueAt).where(sql`${t.status} = 'pending'`),
    index('reminders_push_retry_idx').on(t.pushRetryAt).where(sql`${t.pushRetryAt} is not null`),
    index('reminders_user_sent_idx').on(t.userId, t.sentAt),
    index('reminders_consultation_idx').on(t.consultationId),
    index('reminders_schedule_idx').on(t.scheduleId),
    index('reminders_baby_idx').on(t.babyId),
  ],
);
