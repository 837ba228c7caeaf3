import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { GESTATIONAL_DAYS, GESTATIONAL_WEEKS } from '../../../domain/growth/measurement-limits';
import { users } from './auth';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const plans = pgTable('plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  originalPrice: numeric('original_price', { precision: 10, scale: 2, mode: 'number' }),
  billingPeriod: text('billing_period', { enum: ['monthly', 'annual'] }).notNull(),
  features: text('features').array().notNull().default(sql`'{}'::text[]`),
  highlight: boolean('highlight').notNull().default(false),
  isPopular: boolean('is_popular').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The mother's own data; `id` is her user id. */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    birthDate: date('birth_date', { mode: 'string' }),
    avatarUrl: text('avatar_url'),
    chatBackgroundUrl: text('chat_background_url'),
    /** Her browser's IANA zone: reminders ring on her clock. */
    timeZone: text('time_zone').notNull().default('America/Sao_Paulo'),
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('profiles_plan_id_idx').on(t.planId), index('profiles_created_at_idx').on(t.createdAt)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_roles_user_id_role_idx').on(t.userId, t.role), index('user_roles_role_idx').on(t.role)],
);

export const babies = pgTable(
  'babies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Who registered the baby; null once her account is gone. Who may see the baby is
     * `baby_members`, not this column.
     */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    gender: text('gender'),
    bloodType: text('blood_type'),
    weight: numeric('weight', { precision: 5, scale: 2, mode: 'number' }),
    height: numeric('height', { precision: 5, scale: 1, mode: 'number' }),
    photoUrl: text('photo_url'),
    /** Weeks of pregnancy at birth; under 37 the growth curves and milestones use the corrected age. */
    gestationalWeeks: smallint('gestational_weeks'),
    /** The days after the weeks ("32 + 4"); 0 for whole weeks, and when the weeks are unknown. */
    gestationalDays: smallint('gestational_days').notNull().default(0),
    /** When the vaccine card's first-access questions were answered, whatever the answer. */
    vaccineOnboardingAt: timestamp('vaccine_onboarding_at', { withTimezone: true }),
    /**
     * When the reminder planner next looks at this baby (decision 035): a day after it last did,
     * and at once ('-infinity', set by triggers of migration 0029) when what its reminders follow
     * from changes: an event, a vaccine record, the family, her preferences or clock, the birth date.
     */
    planAt: timestamp('plan_at', { withTimezone: true }).notNull().default(sql`'-infinity'`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('babies_user_id_birth_date_idx').on(t.userId, t.birthDate.desc()),
    index('babies_plan_at_idx').on(t.planAt),
    check(
      'babies_gestational_weeks',
      sql`${t.gestationalWeeks} is null or ${t.gestationalWeeks} between ${sql.raw(String(GESTATIONAL_WEEKS.min))} and ${sql.raw(String(GESTATIONAL_WEEKS.max))}`,
    ),
    check(
      'babies_gestational_days',
      sql`${t.gestationalDays} between ${sql.raw(String(GESTATIONAL_DAYS.min))} and ${sql.raw(String(GESTATIONAL_DAYS.max))}`,
    ),
  ],
);

/**
 * At most one row: claimed by the first-administrator bootstrap, so two bootstrap requests at
 * the same moment cannot both create an administrator.
 */
export const adminBootstrap = pgTable(
  'admin_bootstrap',
  {
    id: boolean('id').primaryKey().default(true),
    createdAt: createdAt(),
  },
  (t) => [check('admin_bootstrap_single_row', sql`${t.id}`)],
);

/** Which reminders the mother wants; no row means the spec's defaults. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  vaccines: boolean('vaccines').notNull(),
  appointments: boolean('appointments').notNull(),
  feeding: boolean('feeding').notNull(),
  sleep: boolean('sleep').notNull(),
  diaper: boolean('diaper').notNull(),
  medication: boolean('medication').notNull(),
  growth: boolean('growth').notNull(),
  tips: boolean('tips').notNull(),
  /** Minutes past midnight on her clock. */
  quietStart: smallint('quiet_start')
    .notNull()
    .default(22 * 60),
  quietEnd: smallint('quiet_end')
    .notNull()
    .default(7 * 60),
  dailyTime: smallint('daily_time')
    .notNull()
    .default(9 * 60),
  updatedAt: updatedAt(),
});
