import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, pgView, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { plans } from './account';
import { users } from './auth';

/** A paid plan assigned to a mother; `amount` is the plan's price when it was assigned. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    status: text('status', { enum: ['active', 'canceled'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    index('subscriptions_user_id_status_idx').on(t.userId, t.status),
    index('subscriptions_created_at_idx').on(t.createdAt),
    index('subscriptions_status_idx').on(t.status),
  ],
);

/**
 * Revenue by calendar month in Brazil (the business's time zone), computed from the
 * subscriptions, never kept by hand.
 */
export const monthlyRevenue = pgView('monthly_revenue', {
  month: date('month', { mode: 'string' }).notNull(),
  totalRevenue: numeric('total_revenue', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  uniqueUsers: integer('unique_users').notNull(),
}).as(
  sql`select date_trunc('month', ${subscriptions.createdAt} at time zone 'America/Sao_Paulo')::date as month,
    sum(${subscriptions.amount})::numeric(12, 2) as total_revenue,
    count(distinct ${subscriptions.userId})::int as unique_users
  from ${subscriptions} group by 1`,
);

/** When the mother last used the app; written at most every few minutes. */
export const userActivity = pgTable(
  'user_activity',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastActivity: timestamp('last_activity', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_activity_last_activity_idx').on(t.lastActivity)],
);

/** Who did what to whom, when and why, in the back office. Kept after the target is deleted. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetUserId: text('target_user_id'),
    targetPostId: uuid('target_post_id'),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_at_idx').on(t.createdAt),
    index('admin_audit_log_target_user_id_idx').on(t.targetUserId),
  ],
);
