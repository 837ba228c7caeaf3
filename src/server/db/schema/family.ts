import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BABY_ROLES } from '../../../domain/family/baby-role';
import { BOOKLET_LISTS } from '../../../domain/vaccines/vaccine-record.schema';
import { babies } from './account';
import { users } from './auth';

/**
 * Who may see a baby, and as what. The person who registered it is its first Responsável; family
 * members join through an invitation. `selected_at` is when she last chose this baby in her app:
 * the latest chosen is her active baby.
 */
export const babyMembers = pgTable(
  'baby_members',
  {
    babyId: uuid('baby_id')
      .notNull()
      .references(() => babies.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: BABY_ROLES }).notNull(),
    selectedAt: timestamp('selected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.babyId, t.userId] }), index('baby_members_user_id_idx').on(t.userId)],
);

/** A link to join a baby's family: only the SHA-256 of its token is kept. */
export const babyInvitations = pgTable(
  'baby_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    babyId: uuid('baby_id')
      .notNull()
      .references(() => babies.id, { onDelete: 'cascade' }),
    invitedBy: text('invited_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: BABY_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The one address "Enviar por e-mail" may send this link to, set by its first send. */
    emailedTo: text('emailed_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('baby_invitations_baby_id_idx').on(t.babyId),
    index('baby_invitations_invited_by_idx').on(t.invitedBy, t.createdAt),
  ],
);

/**
 * The booklet's allergies and health conditions, one row each, in the order they were added, with
 * who added them (null once her account is gone).
 */
export const bookletEntries = pgTable(
  'booklet_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    babyId: uuid('baby_id')
      .notNull()
      .references(() => babies.id, { onDelete: 'cascade' }),
    list: text('list', { enum: BOOKLET_LISTS }).notNull(),
    value: text('value').notNull(),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booklet_entries_baby_id_idx').on(t.babyId, t.list, t.createdAt)],
);
