import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Each write sent with an `Idempotency-Key`, once per account, with the answer it got: the phone's
 * outbox sends a write again whenever it is not sure it arrived, and the server answers the stored
 * reply instead of writing twice. A row without `status` is a write under way (the lock row), held
 * until `lease_until`: its process renews the lease while the write runs, so the lease of a process
 * that died runs out in seconds and the next copy runs the write.
 * Swept after 8 days (src/server/http/idempotency.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the method, the path and the body: the same key with another write is refused. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    body: text('body'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);
