import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACCESS_TOKEN_SCOPES } from '../../../domain/access-tokens/access-token';
import { babies } from './account';
import { users } from './auth';

/**
 * "Acesso por aplicativos": a personal access token a mother made for a tool of hers. Only the
 * SHA-256 of the token is kept; revoking deletes the row, so a revoked token is an unknown one.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope', { enum: ACCESS_TOKEN_SCOPES }).notNull(),
    /** The one baby it reaches; null for every baby of her families. */
    babyId: uuid('baby_id').references(() => babies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId)],
);
