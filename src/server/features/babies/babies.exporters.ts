import { asc, eq } from 'drizzle-orm';
import { babyInvitations, bookletEntries } from '../../db/schema';
import type { DataExporter } from '../account/account.service';
import { babiesVisibleTo } from './babies.service';

/** The babies she has access to, each with her role in its family. */
export const babiesExporter: DataExporter = {
  name: 'babies',
  collect: (db, userId) => babiesVisibleTo(db, userId),
};

/** The invitations she made (their tokens were never kept). */
export const invitationsExporter: DataExporter = {
  name: 'familyInvitations',
  collect: (db, userId) =>
    db
      .select({
        id: babyInvitations.id,
        babyId: babyInvitations.babyId,
        role: babyInvitations.role,
        createdAt: babyInvitations.createdAt,
        expiresAt: babyInvitations.expiresAt,
        acceptedAt: babyInvitations.acceptedAt,
        cancelledAt: babyInvitations.cancelledAt,
      })
      .from(babyInvitations)
      .where(eq(babyInvitations.invitedBy, userId))
      .orderBy(asc(babyInvitations.createdAt)),
};

/** The allergies and conditions she added, to any baby, with when. */
export const bookletEntriesExporter: DataExporter = {
  name: 'bookletEntries',
  collect: (db, userId) =>
    db
      .select()
      .from(bookletEntries)
      .where(eq(bookletEntries.recordedBy, userId))
      .orderBy(asc(bookletEntries.createdAt)),
};
