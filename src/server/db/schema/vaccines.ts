import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { babies } from './account';
import { users } from './auth';

/** A version of the national calendar; the one in force has the latest valid_from up to today. */
export const vaccineCalendarVersions = pgTable('vaccine_calendar_versions', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  source: text('source').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const susVaccineCalendar = pgTable(
  'sus_vaccine_calendar',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versionId: text('version_id')
      .notNull()
      .references(() => vaccineCalendarVersions.id, { onDelete: 'cascade' }),
    vaccineName: text('vaccine_name').notNull(),
    doseNumber: integer('dose_number').notNull(),
    doseLabel: text('dose_label').notNull(),
    description: text('description').notNull(),
    ageDisplay: text('age_display').notNull(),
    recommendedAgeMonths: integer('recommended_age_months').notNull(),
    /**
     * Set on a dose given again every yearly campaign (influenza): it is due each season while
     * the child is under this age in months. Null for a dose given once.
     */
    repeatsYearlyUntilMonths: integer('repeats_yearly_until_months'),
  },
  (t) => [
    uniqueIndex('sus_vaccine_calendar_dose_idx').on(t.versionId, t.vaccineName, t.doseNumber),
    index('sus_vaccine_calendar_age_idx').on(t.versionId, t.recommendedAgeMonths),
  ],
);

/** Doses a baby received, from the calendar or added by the mother. */
export const vaccines = pgTable(
  'vaccines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    babyId: uuid('baby_id')
      .notNull()
      .references(() => babies.id, { onDelete: 'cascade' }),
    vaccineName: text('vaccine_name').notNull(),
    doseNumber: integer('dose_number').notNull().default(1),
    applicationDate: date('application_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['aplicada'] })
      .notNull()
      .default('aplicada'),
    notes: text('notes'),
    /** Who registered the dose; null once her account is gone. */
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vaccines_baby_dose_idx').on(t.babyId, t.vaccineName, t.doseNumber),
    index('vaccines_baby_date_idx').on(t.babyId, t.applicationDate),
  ],
);
