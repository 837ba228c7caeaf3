import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  type HealthUnitInput,
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  UNIT_INVITATION_DAYS,
  UNIT_INVITATION_EMAIL_SUBJECT,
} from '../../../domain/health-units/health-unit';
import type { Db } from '../../db/client';
import { healthUnitConsents, healthUnitInvitations, healthUnitMembers, healthUnits, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUserId, isUuid } from '../../http/request-values';
import type { Mailer } from '../../platform/mail/mailer';
import { audit } from '../admin/admin-audit.service';

export const unitInvitationPath = (token: string) => `/unidade/convite/${token}`;
export const unitTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

const newInviteCode = () =>
  Array.from({ length: INVITE_CODE_LENGTH }, () => INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)]).join(
    '',
  );

const unitColumns = {
  id: healthUnits.id,
  name: healthUnits.name,
  cnes: healthUnits.cnes,
  municipality: healthUnits.municipality,
  address: healthUnits.address,
  openingHours: healthUnits.openingHours,
  inviteCode: healthUnits.inviteCode,
  createdAt: healthUnits.createdAt,
  closedAt: healthUnits.closedAt,
};

/** A new unit with a fresh code; a code already taken (1 in 10^12) is drawn again. */
export async function createUnit(db: Db, adminId: string, input: HealthUnitInput) {
  for (;;) {
    const [unit] = await db
      .insert(healthUnits)
      .values({ ...input, cnes: input.cnes ?? null, inviteCode: newInviteCode(), createdBy: adminId })
      .onConflictDoNothing()
      .returning(unitColumns);
    if (unit) {
      await audit(db, { adminId, action: 'createUnit', details: { unitId: unit.id, name: unit.name } });
      return unit;
    }
  }
}

/** Every unit, open ones first, with how many staff and babies in force each has. */
export function listUnits(db: Db) {
  return db
    .select({
      ...unitColumns,
      staff: sql<number>`(select count(*)::int from health_unit_members m
        where m.unit_id = health_units.id and m.removed_at is null)`,
      babies: sql<number>`(select count(*)::int from health_unit_consents c
        where c.unit_id = health_units.id and c.revoked_at is null)`,
    })
    .from(healthUnits)
    .orderBy(sql`${healthUnits.closedAt} is not null`, desc(healthUnits.createdAt))
    .limit(500);
}

async function findUnit(db: Db, unitId: string) {
  if (!isUuid(unitId)) throw new AppError('unit_not_found');
  const [unit] = await db.select(unitColumns).from(healthUnits).where(eq(healthUnits.id, unitId));
  if (!unit) throw new AppError('unit_not_found');
  return unit;
}

async function findOpenUnit(db: Db, unitId: string) {
  const unit = await findUnit(db, unitId);
  if (unit.closedAt) throw new AppError('unit_closed');
  return unit;
}

/** A unit with its staff in office and its invitations not yet used. */
export async function unitDetail(db: Db, unitId: string) {
  const unit = await findUnit(db, unitId);
  const [members, invitations] = await Promise.all([
    db
      .select({
        userId: healthUnitMembers.userId,
        name: users.name,
        email: users.email,
        since: healthUnitMembers.createdAt,
      })
      .from(healthUnitMembers)
      .innerJoin(users, eq(users.id, healthUnitMembers.userId))
      .where(and(eq(healthUnitMembers.unitId, unit.id), isNull(healthUnitMembers.removedAt)))
      .orderBy(users.name),
    db
      .select({
        id: healthUnitInvitations.id,
        email: healthUnitInvitations.email,
        expiresAt: healthUnitInvitations.expiresAt,
      })
      .from(healthUnitInvitations)
      .where(
        and(
          eq(healthUnitInvitations.unitId, unit.id),
          isNull(healthUnitInvitations.acceptedAt),
          sql`${healthUnitInvitations.expiresAt} > now()`,
        ),
      )
      .orderBy(desc(healthUnitInvitations.createdAt)),
  ]);
  return { unit, members, invitations };
}

/**
 * Invites a staff member by e-mail: a link only that address may accept, valid
 * `UNIT_INVITATION_DAYS` days. The mailer is SMTP where configured, else the stored mail whose
 * link is logged; the admin gets the link too, to hand over another way.
 */
export async function inviteStaff(
  deps: { db: Db; mailer: Mailer; appUrl: string },
  adminId: string,
  unitId: string,
  email: string,
) {
  const { db } = deps;
  const unit = await findOpenUnit(db, unitId);
  const token = randomBytes(16).toString('base64url');
  const expiresAt = new Date(Date.now() + UNIT_INVITATION_DAYS * 86_400_000);
  const [invitation] = await db
    .insert(healthUnitInvitations)
    .values({ unitId: unit.id, email, tokenHash: unitTokenHash(token), invitedBy: adminId, expiresAt })
    .returning({
      id: healthUnitInvitations.id,
      email: healthUnitInvitations.email,
      expiresAt: healthUnitInvitations.expiresAt,
    });
  await audit(db, { adminId, action: 'inviteUnitStaff', details: { unitId: unit.id, email } });
  const path = unitInvitationPath(token);
  await deps.mailer.send({
    to: email,
    subject: UNIT_INVITATION_EMAIL_SUBJECT,
    text: `Olá!\n\nVocê foi convidada para a equipe da unidade ${unit.name} (${unit.municipality}) no Lumma, como Profissional da unidade. Para aceitar, entre ou crie sua conta com este e-mail e abra o link (válido por ${UNIT_INVITATION_DAYS} dias): ${deps.appUrl}${path}\n\nEquipe Lumma`,
  });
  return { invitation: invitation!, path };
}

/** Removes a staff member: her next request to the unit's routes is a 404 (they read membership every time). */
export async function removeMember(db: Db, adminId: string, unitId: string, userId: string) {
  const unit = await findUnit(db, unitId);
  if (!isUserId(userId)) throw new AppError('unit_member_not_found');
  const removed = await db
    .update(healthUnitMembers)
    .set({ removedAt: new Date() })
    .where(
      and(
        eq(healthUnitMembers.unitId, unit.id),
        eq(healthUnitMembers.userId, userId),
        isNull(healthUnitMembers.removedAt),
      ),
    )
    .returning({ id: healthUnitMembers.id });
  if (removed.length === 0) throw new AppError('unit_member_not_found');
  await audit(db, { adminId, action: 'removeUnitMember', targetUserId: userId, details: { unitId: unit.id } });
}

/**
 * Closes a unit: its staff and its families' consents end at once (each family may then choose
 * another unit); what it recorded stays in the families' history.
 */
export async function closeUnit(db: Db, adminId: string, unitId: string) {
  const unit = await findOpenUnit(db, unitId);
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(healthUnits).set({ closedAt: now }).where(eq(healthUnits.id, unit.id));
    await tx
      .update(healthUnitMembers)
      .set({ removedAt: now })
      .where(and(eq(healthUnitMembers.unitId, unit.id), isNull(healthUnitMembers.removedAt)));
    await tx
      .update(healthUnitConsents)
      .set({ revokedAt: now })
      .where(and(eq(healthUnitConsents.unitId, unit.id), isNull(healthUnitConsents.revokedAt)));
    await audit(tx, { adminId, action: 'closeUnit', details: { unitId: unit.id } });
  });
}
