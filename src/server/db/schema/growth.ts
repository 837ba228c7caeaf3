import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MILESTONE_MARKS } from '../../../domain/development/milestone-marks';
import { LENGTH_POSITIONS, MEASUREMENT_LIMITS } from '../../../domain/growth/measurement-limits';
import { babies } from './account';
import { users } from './auth';
import { dataImports } from './imports';

const within = (column: unknown, range: { min: number; max: number }) =>
  sql`${column} is null or ${column} between ${sql.raw(String(range.min))} and ${sql.raw(String(range.max))}`;

/** A baby's weight, length or height and head circumference on a day: any of them, at least one. */
export const growthMeasurements = pgTable(
  'growth_measurements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    babyId: uuid('baby_id')
      .notNull()
      .references(() => babies.id, { onDelete: 'cascade' }),
    /** Who wrote it; null once her account is gone, and the family keeps the measurement. */
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    measuredOn: date('measured_on', { mode: 'string' }).notNull(),
    weightKg: numeric('weight_kg', { precision: 6, scale: 3, mode: 'number' }),
    lengthCm: numeric('length_cm', { precision: 4, scale: 1, mode: 'number' }),
    /** Lying (comprimento) or standing (altura): WHO's 0.7 cm rule needs to know. */
    position: text('position', { enum: LENGTH_POSITIONS }),
    headCm: numeric('head_cm', { precision: 4, scale: 1, mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The import that wrote it, and the source row's key (see appointments). */
    importId: uuid('import_id').references(() => dataImports.id, { onDelete: 'set null' }),
    importKey: text('import_key'),
    /**
     * A hash of the values the import wrote: a later import whose row hashes otherwise updates the
     * measurement, unless its values no longer hash the same (the family edited it). No version here.
     */
    importHash: text('import_hash'),
  },
  (t) => [
    index('growth_measurements_baby_day_idx').on(t.babyId, t.measuredOn),
    uniqueIndex('growth_measurements_baby_import_key_idx').on(t.babyId, t.importKey),
    index('growth_measurements_import_id_idx').on(t.importId),
    check('growth_measurements_some_value', sql`coalesce(${t.weightKg}, ${t.lengthCm}, ${t.headCm}) is not null`),
    check('growth_measurements_weight', within(t.weightKg, MEASUREMENT_LIMITS.weightKg)),
    check('growth_measurements_length', within(t.lengthCm, MEASUREMENT_LIMITS.lengthCm)),
    check('growth_measurements_head', within(t.headCm, MEASUREMENT_LIMITS.headCm)),
    check('growth_measurements_position', sql`(${t.lengthCm} is null) = (${t.position} is null)`),
  ],
);

/** "Já faz" or "Ainda não" for one milestone of the Caderneta, and since when; unmarked is no row. */
export const milestoneMarks = pgTable(
  'milestone_marks',
  {
    babyId: uuid('baby_id')
      .notNull()
      .references(() => babies.id, { onDelete: 'cascade' }),
    /** The id in src/domain/development/milestones.json: ids stay stable when a text is fixed. */
    milestoneId: text('milestone_id').notNull(),
    mark: text('mark', { enum: MILESTONE_MARKS }).notNull(),
    markedOn: date('marked_on', { mode: 'string' }).notNull(),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.babyId, t.milestoneId] })],
);
