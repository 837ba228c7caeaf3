import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { UNIT_ACCESS_ACTIONS, UNIT_ACTION_KINDS, UNIT_MEMBER_ROLES } from '../../../domain/health-units/health-unit';
import { babies } from './account';
import { users } from './auth';

/*
 * A health unit (UBS) and what it may see of the families who chose it (decision 051). These
 * tables point at babies and users; no family table points back, so a family's data carries no
 * trace of a unit, and a unit reaches a baby only through a consent in force.
 */

/** A unit created by an administrator; `invite_code` is what a mother types to link her baby. */
export const healthUnits = pgTable(
  'health_units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The national registry number (CNES), when the unit has one. */
    cnes: text('cnes'),
    municipality: text('municipality').notNull(),
    address: text('address').notNull(),
    openingHours: text('opening_hours').notNull(),
    inviteCode: text('invite_code').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Closed: its staff, its links and its list are gone at once; its records stay for the families' logs. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('health_units_invite_code_idx').on(t.inviteCode)],
);

/** A staff member of a unit ("Profissional da unidade"); one unit at a time. */
export const healthUnitMembers = pgTable(
  'health_unit_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => healthUnits.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: UNIT_MEMBER_ROLES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('health_unit_members_active_user_idx').on(t.userId).where(sql`${t.removedAt} is null`),
    index('health_unit_members_unit_idx').on(t.unitId),
  ],
);

/** An e-mailed link to join a unit's staff: only the SHA-256 of its token is kept. */
export const healthUnitInvitations = pgTable(
  'health_unit_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => healthUnits.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('health_unit_invitations_unit_idx').on(t.unitId, t.createdAt)],
);

/**
 * A mother's consent that one unit follows one baby (LGPD art. 8 and 11): the version of the text
 * she read, when, and by whom; revoked, it stays as the record of what she allowed and until when.
 */
export const healthUnitConsents = pgTable(
  'health_unit_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    babyId: uuid('baby_id')
      .notNull()
      .references(() => babies.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => healthUnits.id, { onDelete: 'cascade' }),
    textVersion: text('text_version').notNull(),
    givenBy: text('given_by').references(() => users.id, { onDelete: 'set null' }),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('health_unit_consents_baby_in_force_idx').on(t.babyId).where(sql`${t.revokedAt} is null`),
    index('health_unit_consents_unit_in_force_idx').on(t.unitId, t.babyId).where(sql`${t.revokedAt} is null`),
  ],
);

/** Every time a unit's staff member opened, acted on or exported a baby's record. Append-only. */
export const healthUnitAccessLog = pgTable(
  'health_unit_access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => healthUnits.id, { onDelete: 'cascade' }),
    staffUserId: text('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Her name when she acted, so the mother still reads who it was once the account is gone. */
    staffName: text('staff_name').notNull(),
    babyId: uuid('baby_id')
      .notNull()
      .references(() => babies.id, { onDelete: 'cascade' }),
    action: text('action', { enum: UNIT_ACCESS_ACTIONS }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('health_unit_access_log_baby_idx').on(t.babyId, t.at),
    index('health_unit_access_log_unit_idx').on(t.unitId, t.at),
  ],
);

/** What a unit did for a baby: a reminder sent, a contact made, a vaccine applied at the unit. */
export const healthUnitActions = pgTable(
  'health_unit_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => healthUnits.id, { onDelete: 'cascade' }),
    babyId: uuid('baby_id')
      .notNull()
      .references(() => babies.id, { onDelete: 'cascade' }),
    staffUserId: text('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: UNIT_ACTION_KINDS }).notNull(),
    note: text('note'),
    vaccineName: text('vaccine_name'),
    doseNumber: integer('dose_number'),
    appliedOn: date('applied_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('health_unit_actions_baby_idx').on(t.babyId, t.kind, t.createdAt),
    index('health_unit_actions_unit_idx').on(t.unitId, t.createdAt),
  ],
);
