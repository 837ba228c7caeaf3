import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BREAST_SIDES, TIMER_KINDS } from '../../../domain/agenda/care-timer';
import { DIAPER_IDS, FEEDING_IDS, MAX_BOTTLE_ML, MILK_IDS } from '../../../domain/agenda/event-details';
import { babies } from './account';
import { users } from './auth';
import { dataImports } from './imports';

/** Agenda events; SQL keeps the spec's names, JSON says occurredAt (`appointment_date`) and notes (`description`). */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who wrote the event; null once her account is gone, and the family keeps the event. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    babyId: uuid('baby_id')
      .notNull()
      .references(() => babies.id, { onDelete: 'cascade' }),
    title: text('title'),
    type: text('type', { enum: ['mamada', 'sono', 'fralda', 'remedio', 'outro'] }).notNull(),
    description: text('description'),
    appointmentDate: timestamp('appointment_date', { withTimezone: true }).notNull(),
    completed: boolean('completed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The details by type (domain/agenda/event-details.ts says which type carries which).
    endedAt: timestamp('ended_at', { withTimezone: true }),
    feeding: text('feeding', { enum: FEEDING_IDS }),
    leftSeconds: integer('left_seconds'),
    rightSeconds: integer('right_seconds'),
    bottleMl: integer('bottle_ml'),
    milk: text('milk', { enum: MILK_IDS }),
    diaper: text('diaper', { enum: DIAPER_IDS }),
    medicine: text('medicine'),
    dose: text('dose'),
    /**
     * Raised by every change: an edit or removal sent with the version the phone saw (If-Match)
     * is applied only if it is still the same, so two caregivers never overwrite each other unseen.
     */
    version: integer('version').notNull().default(1),
    /** The name of the personal access token it was logged with ("via Atalho do iPhone"); null from the app. */
    writtenVia: text('written_via'),
    /** The import that wrote it ("importado"), and the source row's key: the same row never lands twice. */
    importId: uuid('import_id').references(() => dataImports.id, { onDelete: 'set null' }),
    importKey: text('import_key'),
    /**
     * A hash of what the import read from the source row, and the version it wrote: a later import
     * whose row hashes otherwise updates the event, unless the family edited it since (a higher
     * version). A null version is 1, as every import wrote before it was kept.
     */
    importHash: text('import_hash'),
    importVersion: integer('import_version'),
  },
  (t) => [
    index('appointments_baby_id_date_idx').on(t.babyId, t.appointmentDate),
    uniqueIndex('appointments_baby_import_key_idx').on(t.babyId, t.importKey),
    index('appointments_import_id_idx').on(t.importId),
    index('appointments_user_id_date_idx').on(t.userId, t.appointmentDate),
    // The last word on the rules the API checks first, whatever writes the row.
    check('appointments_ended_after_start', sql`${t.endedAt} is null or ${t.endedAt} > ${t.appointmentDate}`),
    check(
      'appointments_bottle_ml',
      sql`${t.bottleMl} is null or ${t.bottleMl} between 1 and ${sql.raw(String(MAX_BOTTLE_ML))}`,
    ),
    check('appointments_side_seconds', sql`coalesce(${t.leftSeconds}, 0) >= 0 and coalesce(${t.rightSeconds}, 0) >= 0`),
  ],
);

/**
 * A feeding or a sleep being timed, one of each kind per baby at a time. Stopping it saves the
 * agenda event under the timer's id and removes the timer, in one transaction.
 */
export const careTimers = pgTable(
  'care_timers',
  {
    id: uuid('id').primaryKey(),
    babyId: uuid('baby_id')
      .notNull()
      .references(() => babies.id, { onDelete: 'cascade' }),
    /** Who started it; the family sees it whoever did. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: TIMER_KINDS }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    side: text('side', { enum: BREAST_SIDES }),
    sideSince: timestamp('side_since', { withTimezone: true }),
    leftSeconds: integer('left_seconds').notNull().default(0),
    rightSeconds: integer('right_seconds').notNull().default(0),
  },
  (t) => [uniqueIndex('care_timers_baby_kind_idx').on(t.babyId, t.kind)],
);
