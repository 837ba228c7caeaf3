import { and, eq, gt, isNull } from 'drizzle-orm';
import { UNIT_MEMBER_ROLE_LABEL } from '../../../domain/health-units/health-unit';
import type { Db } from '../../db/client';
import { healthUnitInvitations, healthUnitMembers, healthUnits } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/types';
import { unitTokenHash } from './units-admin.service';

export interface StaffUnit {
  id: string;
  name: string;
  municipality: string;
  address: string;
  openingHours: string;
}

/**
 * The open unit she is staff of, read from the database on every request: a member removed or a
 * unit closed is refused at her next request, whatever her session holds. Anyone else: 404.
 */
export async function staffUnitOf(db: Db, userId: string): Promise<StaffUnit> {
  const [unit] = await db
    .select({
      id: healthUnits.id,
      name: healthUnits.name,
      municipality: healthUnits.municipality,
      address: healthUnits.address,
      openingHours: healthUnits.openingHours,
    })
    .from(healthUnitMembers)
    .innerJoin(healthUnits, eq(healthUnits.id, healthUnitMembers.unitId))
    .where(
      and(eq(healthUnitMembers.userId, userId), isNull(healthUnitMembers.removedAt), isNull(healthUnits.closedAt)),
    );
  if (!unit) throw new AppError('unit_not_found');
  return unit;
}

async function openInvitation(db: Db, token: string) {
  const [found] = await db
    .select({
      id: healthUnitInvitations.id,
      email: healthUnitInvitations.email,
      unitId: healthUnits.id,
      unitName: healthUnits.name,
      municipality: healthUnits.municipality,
    })
    .from(healthUnitInvitations)
    .innerJoin(healthUnits, eq(healthUnits.id, healthUnitInvitations.unitId))
    .where(
      and(
        eq(healthUnitInvitations.tokenHash, unitTokenHash(token)),
        isNull(healthUnitInvitations.acceptedAt),
        gt(healthUnitInvitations.expiresAt, new Date()),
        isNull(healthUnits.closedAt),
      ),
    );
  if (!found) throw new AppError('invitation_not_found');
  return found;
}

/** What the invited person reads before accepting; only the address it was sent to may. */
export async function previewUnitInvitation(db: Db, user: SessionUser, token: string) {
  const invitation = await openInvitation(db, token);
  if (invitation.email !== user.email.toLowerCase()) throw new AppError('unit_invitation_other_email');
  return { unitName: invitation.unitName, municipality: invitation.municipality, role: UNIT_MEMBER_ROLE_LABEL };
}

/** Joins the unit's staff; a person is staff of one unit at a time, and a link is used once. */
export async function acceptUnitInvitation(db: Db, user: SessionUser, token: string) {
  const invitation = await openInvitation(db, token);
  if (invitation.email !== user.email.toLowerCase()) throw new AppError('unit_invitation_other_email');
  await db.transaction(async (tx) => {
    const used = await tx
      .update(healthUnitInvitations)
      .set({ acceptedAt: new Date(), acceptedBy: user.id })
      .where(and(eq(healthUnitInvitations.id, invitation.id), isNull(healthUnitInvitations.acceptedAt)))
      .returning({ id: healthUnitInvitations.id });
    if (used.length === 0) throw new AppError('invitation_not_found');
    const joined = await tx
      .insert(healthUnitMembers)
      .values({ unitId: invitation.unitId, userId: user.id, role: 'profissional' })
      .onConflictDoNothing()
      .returning({ id: healthUnitMembers.id });
    if (joined.length === 0) throw new AppError('unit_member_elsewhere');
  });
  return staffUnitOf(db, user.id);
}
