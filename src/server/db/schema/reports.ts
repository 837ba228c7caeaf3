import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { babies } from './account';
import { users } from './auth';

/**
 * "Compartilhar com o pediatra": a link to one report of a baby, for anyone who holds it, until it
 * expires or is revoked. Only the SHA-256 of its 128-bit token is kept.
 */
export const reportLinks = pgTable(
  'report_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    babyId: uuid('baby_id')
      .notNull()
      .references(() => babies.id, { onDelete: 'cascade' }),
    /** Who shared it; null once her account is gone, and the family may still revoke it. */
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    timeZone: text('time_zone').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_links_baby_idx').on(t.babyId, t.expiresAt)],
);
