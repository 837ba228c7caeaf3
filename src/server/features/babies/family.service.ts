import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  type BabyRole,
  firstName,
  firstResponsible,
  managesFamily,
  mayChangeMember,
} from '../../../domain/family/baby-role';
import {
  INVITATION_DAYS,
  INVITATION_EMAIL_SUBJECT,
  INVITATION_EMAILS_PER_DAY,
  INVITATIONS_PER_HOUR,
  type InvitationInput,
  invitationPath,
  invitationText,
} from '../../../domain/family/invitation';
import { isInvitationToken } from '../../../domain/family/invitation-token';
import type { AuthThrottle } from '../../auth/auth-throttle';
import { findUserIdByEmail } from '../../auth/auth-users';
import type { Db, Tx } from '../../db/client';
import { babies, babyInvitations, babyMembers } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUserId, isUuid } from '../../http/request-values';
import type { Mailer } from '../../platform/mail/mailer';
import { type AgendaDeps, notifyAgenda } from '../agenda/agenda.service';
import { discardTimersOf } from '../agenda/care-timers.service';
import { babyPhotoUrlsOf } from '../media/media.service';
import { profileNameOf } from '../profile/profile.service';
import { forgetRemindersOf } from '../reminders/notifications.service';
import { revokeLinksOf } from '../reports/report-links.service';
import { babiesVisibleTo, findBabyToManage, findOwnBaby, roleFor } from './babies.service';

/** 128 bits from the system's random source, as it goes in the link. */
const newToken = () => randomBytes(16).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest();

/** The people of each baby she belongs to and, where she is Responsável, the invitations still open. */
export async function listFamilies(db: Db, userId: string) {
  const mine = await babiesVisibleTo(db, userId);
  if (mine.length === 0) return [];
  const ids = mine.map((baby) => baby.id);
  const managed = mine.filter((baby) => baby.role === 'responsavel').map((baby) => baby.id);
  const [members, invitations] = await Promise.all([
    db
      .select({
        babyId: babyMembers.babyId,
        userId: babyMembers.userId,
        role: babyMembers.role,
        name: profileNameOf(babyMembers.userId),
        joinedAt: babyMembers.createdAt,
      })
      .from(babyMembers)
      .where(inArray(babyMembers.babyId, ids))
      .orderBy(asc(babyMembers.createdAt)),
    managed.length === 0
      ? []
      : db
          .select({
            id: babyInvitations.id,
            babyId: babyInvitations.babyId,
            role: babyInvitations.role,
            createdAt: babyInvitations.createdAt,
            expiresAt: babyInvitations.expiresAt,
          })
          .from(babyInvitations)
          .where(and(inArray(babyInvitations.babyId, managed), openInvitation()))
          .orderBy(desc(babyInvitations.createdAt)),
  ]);
  return mine.map((baby) => {
    const family = members.filter((m) => m.babyId === baby.id);
    const first = firstResponsible(family, baby.userId);
    return {
      baby: { id: baby.id, name: baby.name, photoUrl: baby.photoUrl },
      role: baby.role,
      members: family.map((m) => ({
        userId: m.userId,
        name: m.name ?? '',
        role: m.role,
        isMe: m.userId === userId,
        /** Nobody else may remove her or make her a Cuidador(a). */
        isFirst: m.userId === first,
        joinedAt: m.joinedAt,
      })),
      invitations: invitations.filter((i) => i.babyId === baby.id),
    };
  });
}

const openInvitation = () =>
  and(
    isNull(babyInvitations.acceptedAt),
    isNull(babyInvitations.cancelledAt),
    gt(babyInvitations.expiresAt, sql`now()`),
  );

/**
 * A new link to join the baby's family, made by a Responsável. The token leaves the server once,
 * in this answer; only its hash is kept.
 */
export async function createInvitation(db: Db, userId: string, input: InvitationInput) {
  const baby = await findBabyToManage(db, userId, input.babyId);
  const [recent] = await db
    .select({ n: count() })
    .from(babyInvitations)
    .where(and(eq(babyInvitations.invitedBy, userId), gt(babyInvitations.createdAt, sql`now() - interval '1 hour'`)));
  if ((recent?.n ?? 0) >= INVITATIONS_PER_HOUR) throw new AppError('invitation_rate_limited');
  const token = newToken();
  const [invitation] = await db
    .insert(babyInvitations)
    .values({
      babyId: baby.id,
      invitedBy: userId,
      role: input.role,
      tokenHash: hashOf(token).toString('hex'),
      expiresAt: sql`now() + make_interval(days => ${INVITATION_DAYS})`,
    })
    .returning();
  return { invitation: invitation!, token, baby };
}

/** A Responsável cancels an invitation nobody has used yet. */
export async function cancelInvitation(db: Db, userId: string, invitationId: string) {
  if (!isUuid(invitationId)) throw new AppError('invitation_not_found');
  const [invitation] = await db.select().from(babyInvitations).where(eq(babyInvitations.id, invitationId));
  const role = invitation ? await roleFor(db, userId, invitation.babyId) : null;
  if (!invitation || !role) throw new AppError('invitation_not_found');
  if (!managesFamily(role)) throw new AppError('responsible_only');
  const cancelled = await db
    .update(babyInvitations)
    .set({ cancelledAt: sql`now()` })
    .where(
      and(
        eq(babyInvitations.id, invitation.id),
        isNull(babyInvitations.acceptedAt),
        isNull(babyInvitations.cancelledAt),
      ),
    )
    .returning({ id: babyInvitations.id });
  if (cancelled.length === 0) throw new AppError(invitation.acceptedAt ? 'invitation_used' : 'invitation_cancelled');
}

/**
 * The invitation a token opens, compared in constant time with the stored hash, and why it can
 * no longer be used, if it cannot. A token that matches nothing is "not found".
 */
async function invitationOf(db: Db | Tx, token: string, { lock = false } = {}) {
  if (!isInvitationToken(token)) throw new AppError('invitation_not_found');
  const hash = hashOf(token);
  const query = db
    .select()
    .from(babyInvitations)
    .where(eq(babyInvitations.tokenHash, hash.toString('hex')));
  const [invitation] = await (lock ? query.for('update') : query);
  if (!invitation || !timingSafeEqual(Buffer.from(invitation.tokenHash, 'hex'), hash)) {
    throw new AppError('invitation_not_found');
  }
  return invitation;
}

type Invitation = typeof babyInvitations.$inferSelect;

/** The inviter's membership of the invitation's baby, if she still has one. */
const inviterOf = (db: Db | Tx, invitation: Invitation) =>
  db
    .select({ role: babyMembers.role })
    .from(babyMembers)
    .where(and(eq(babyMembers.babyId, invitation.babyId), eq(babyMembers.userId, invitation.invitedBy)));

/**
 * Why an invitation can no longer be used, if it cannot. One whose inviter is no longer a
 * Responsável of the baby is cancelled, even if nobody marked it so: she can no longer invite.
 */
async function refusal(db: Db | Tx, invitation: Invitation) {
  if (invitation.cancelledAt) return 'invitation_cancelled' as const;
  if (invitation.acceptedAt) return 'invitation_used' as const;
  if (invitation.expiresAt.getTime() <= Date.now()) return 'invitation_expired' as const;
  const [inviter] = await inviterOf(db, invitation);
  if (!inviter || !managesFamily(inviter.role)) return 'invitation_cancelled' as const;
  return null;
}

/** The baby's name and the inviter's, as the invitation shows them (empty once gone). */
async function namesOf(db: Db, invitation: Invitation) {
  const [names] = await db
    .select({ babyName: babies.name, inviterName: profileNameOf(sql`${invitation.invitedBy}`) })
    .from(babies)
    .where(eq(babies.id, invitation.babyId));
  return { babyName: names?.babyName ?? '', inviterName: names?.inviterName ?? '' };
}

/** What the invited person sees before accepting: who invites her, to which baby, as what. */
export async function previewInvitation(db: Db, userId: string, token: string) {
  const invitation = await invitationOf(db, token);
  const refused = await refusal(db, invitation);
  return {
    ...(await namesOf(db, invitation)),
    role: invitation.role,
    status:
      refused ??
      (invitation.invitedBy === userId ? 'own' : (await roleFor(db, userId, invitation.babyId)) ? 'member' : 'open'),
  };
}

/**
 * Joins the baby's family. The invitation row is locked, so of two people accepting one link at
 * the same moment one joins and the other reads "Convite já usado"; so is the inviter's
 * membership, first (the order removal takes them in), so she is not demoted or removed between
 * the check of her role and the acceptance. Refusals change nothing.
 */
export async function acceptInvitation(db: Db, userId: string, token: string) {
  const babyId = await db.transaction(async (tx) => {
    await inviterOf(tx, await invitationOf(tx, token)).for('share');
    const invitation = await invitationOf(tx, token, { lock: true });
    const refused = await refusal(tx, invitation);
    if (refused) throw new AppError(refused);
    if (invitation.invitedBy === userId) throw new AppError('invitation_own');
    if (await roleFor(tx, userId, invitation.babyId)) throw new AppError('already_member');
    await tx
      .update(babyInvitations)
      .set({ acceptedAt: sql`now()`, acceptedBy: userId })
      .where(eq(babyInvitations.id, invitation.id));
    // The baby she just joined is the one she wants to see now.
    await tx
      .insert(babyMembers)
      .values({ babyId: invitation.babyId, userId, role: invitation.role, selectedAt: sql`clock_timestamp()` });
    return invitation.babyId;
  });
  return findOwnBaby(db, userId, babyId);
}

/** What removing someone or leaving needs: the live notice that her open screens stop hearing of the baby. */
export type FamilyDeps = Pick<AgendaDeps, 'db' | 'realtime' | 'logger'>;

/** The baby's members under a lock of their rows: who manages, who is first, who may leave. */
async function lockedMembers(tx: Tx, babyId: string) {
  return tx
    .select({ userId: babyMembers.userId, role: babyMembers.role, joinedAt: babyMembers.createdAt })
    .from(babyMembers)
    .where(eq(babyMembers.babyId, babyId))
    .orderBy(babyMembers.userId)
    .for('update');
}

const responsiblesBesides = (members: { userId: string; role: BabyRole }[], userId: string) =>
  members.filter((m) => m.userId !== userId && m.role === 'responsavel').length;

/**
 * The people who manage the family, as the locked rows say: she may have been demoted or removed
 * since her request's first check.
 */
function stillManages(members: { userId: string; role: BabyRole }[], userId: string) {
  const me = members.find((m) => m.userId === userId);
  if (!me) throw new AppError('baby_not_found');
  if (!managesFamily(me.role)) throw new AppError('responsible_only');
}

/** The invitations she made for the baby and nobody used yet: cancelled as she stops managing it. */
async function cancelInvitationsBy(tx: Tx, babyId: string, userId: string) {
  await tx
    .update(babyInvitations)
    .set({ cancelledAt: sql`now()` })
    .where(
      and(
        eq(babyInvitations.babyId, babyId),
        eq(babyInvitations.invitedBy, userId),
        isNull(babyInvitations.acceptedAt),
        isNull(babyInvitations.cancelledAt),
      ),
    );
}

/**
 * Ends her membership and everything of hers that reaches the baby, in the caller's transaction:
 * her open invitations, her share links, her reminders (and so their pushes), her running timers.
 * False when she was not in the family.
 */
async function endMembership(tx: Tx, babyId: string, memberId: string) {
  const removed = await tx
    .delete(babyMembers)
    .where(and(eq(babyMembers.babyId, babyId), eq(babyMembers.userId, memberId)))
    .returning({ userId: babyMembers.userId });
  if (removed.length === 0) return false;
  await cancelInvitationsBy(tx, babyId, memberId);
  await revokeLinksOf(tx, babyId, memberId);
  await forgetRemindersOf(tx, babyId, memberId);
  await discardTimersOf(tx, babyId, memberId);
  return true;
}

/** Her open agendas stop hearing of the baby; the family's refresh (a timer of hers may be gone). */
const announceDeparture = (deps: FamilyDeps, babyId: string, memberId: string) =>
  notifyAgenda(deps, { babyId, left: memberId });

/**
 * Leaves the baby's family: her past entries stay, with her name. The last Responsável stays
 * while anyone else is there (she makes another Responsável first); alone, she has nobody to
 * leave the baby to.
 */
export async function leaveFamily(deps: FamilyDeps, userId: string, babyId: string) {
  const baby = await findOwnBaby(deps.db, userId, babyId);
  await deps.db.transaction(async (tx) => {
    const members = await lockedMembers(tx, baby.id);
    const me = members.find((m) => m.userId === userId);
    if (!me) throw new AppError('baby_not_found');
    if (me.role === 'responsavel' && responsiblesBesides(members, userId) === 0) {
      throw new AppError('last_responsible');
    }
    await endMembership(tx, baby.id, userId);
  });
  await announceDeparture(deps, baby.id, userId);
}

/**
 * A Responsável removes someone else: from that moment on, that person gets 404 for the baby and
 * nothing of hers reaches it. The first Responsável is nobody else's to remove.
 */
export async function removeMember(deps: FamilyDeps, userId: string, babyId: string, memberId: string) {
  if (memberId === userId) return leaveFamily(deps, userId, babyId);
  const baby = await findBabyToManage(deps.db, userId, babyId);
  if (!isUserId(memberId)) throw new AppError('member_not_found');
  await deps.db.transaction(async (tx) => {
    const members = await lockedMembers(tx, baby.id);
    stillManages(members, userId);
    if (!members.some((m) => m.userId === memberId)) throw new AppError('member_not_found');
    if (!mayChangeMember(userId, memberId, firstResponsible(members, baby.userId), null)) {
      throw new AppError('first_responsible');
    }
    await endMembership(tx, baby.id, memberId);
  });
  await announceDeparture(deps, baby.id, memberId);
}

/**
 * A Responsável changes a member's role (her own too, while another Responsável remains). A
 * Responsável made Cuidador(a) no longer invites: her open invitations are cancelled. The first
 * Responsável steps down only by herself.
 */
export async function setMemberRole(db: Db, userId: string, babyId: string, memberId: string, role: BabyRole) {
  const baby = await findBabyToManage(db, userId, babyId);
  if (!isUserId(memberId)) throw new AppError('member_not_found');
  await db.transaction(async (tx) => {
    const members = await lockedMembers(tx, baby.id);
    stillManages(members, userId);
    if (!members.some((m) => m.userId === memberId)) throw new AppError('member_not_found');
    if (!mayChangeMember(userId, memberId, firstResponsible(members, baby.userId), role)) {
      throw new AppError('first_responsible');
    }
    if (role === 'cuidador' && responsiblesBesides(members, memberId) === 0) throw new AppError('last_responsible');
    await tx
      .update(babyMembers)
      .set({ role })
      .where(and(eq(babyMembers.babyId, baby.id), eq(babyMembers.userId, memberId)));
    if (role === 'cuidador') await cancelInvitationsBy(tx, baby.id, memberId);
  });
}

/**
 * What deleting her account does to each baby she belongs to: babies of hers alone go with her;
 * babies where she is the only Responsável among others need her choice (`blocking`); in the rest
 * she simply leaves.
 */
export async function familiesOnAccountDeletion(db: Db | Tx, userId: string) {
  const rows = await db
    .select({
      babyId: babyMembers.babyId,
      name: babies.name,
      role: babyMembers.role,
      others: sql<number>`(select count(*)::int from ${babyMembers} o where o.baby_id = ${babyMembers.babyId} and o.user_id <> ${userId})`,
      otherResponsibles: sql<number>`(select count(*)::int from ${babyMembers} o where o.baby_id = ${babyMembers.babyId} and o.user_id <> ${userId} and o.role = 'responsavel')`,
    })
    .from(babyMembers)
    .innerJoin(babies, eq(babies.id, babyMembers.babyId))
    .where(eq(babyMembers.userId, userId));
  return {
    alone: rows.filter((r) => r.others === 0).map((r) => r.babyId),
    blocking: rows
      .filter((r) => r.others > 0 && r.role === 'responsavel' && r.otherResponsibles === 0)
      .map((r) => ({ id: r.babyId, name: r.name })),
  };
}

/**
 * Her part of the families as her account goes: the babies of hers alone, and the shared ones she
 * chose to delete, are deleted (their agenda, vaccines and invitations by cascade); the photos she
 * uploaded leave the babies that stay. Her memberships go with her user row.
 */
export async function leaveFamiliesForGood(tx: Tx, userId: string, deleteBabyIds: string[]) {
  if (deleteBabyIds.length > 0) await tx.delete(babies).where(inArray(babies.id, deleteBabyIds));
  const photos = await babyPhotoUrlsOf(tx, userId);
  if (photos.length > 0) await tx.update(babies).set({ photoUrl: null }).where(inArray(babies.photoUrl, photos));
}

/**
 * "Enviar por e-mail": the invitation she just made (she holds its token) goes to an address, in
 * the words of the WhatsApp message under a fixed subject. Her own address, or a member's, is
 * refused; an invitation goes to one address only (sent again, to the same one), and a person
 * sends at most `INVITATION_EMAILS_PER_DAY` a day, counted in the database for every process.
 */
export async function mailInvitation(
  /** `mailer` is null where the server has no SMTP. */
  deps: { db: Db; mailer: Mailer | null; appUrl: string; throttle: AuthThrottle },
  userId: string,
  { token, email }: { token: string; email: string },
) {
  const { db } = deps;
  const invitation = await invitationOf(db, token);
  if (invitation.invitedBy !== userId) throw new AppError('invitation_not_found');
  const refused = await refusal(db, invitation);
  if (refused) throw new AppError(refused);
  if (!deps.mailer) throw new AppError('family_mail_unavailable');
  const invitee = await findUserIdByEmail(db, email);
  if (invitee === userId) throw new AppError('invite_self');
  if (invitee && (await roleFor(db, invitee, invitation.babyId))) throw new AppError('invite_member');
  if (invitation.emailedTo && invitation.emailedTo !== email) throw new AppError('invitation_other_email');
  const sent = await deps.throttle.hit(deps.throttle.key('invitation-mail', userId), {
    max: INVITATION_EMAILS_PER_DAY,
    windowSeconds: 86_400,
  });
  if (!sent.allowed) throw new AppError('invitation_mail_rate_limited');
  // The address is taken atomically: of two sends to two addresses at once, one is refused.
  const bound = await db
    .update(babyInvitations)
    .set({ emailedTo: email })
    .where(
      and(
        eq(babyInvitations.id, invitation.id),
        or(isNull(babyInvitations.emailedTo), eq(babyInvitations.emailedTo, email)),
      ),
    )
    .returning({ id: babyInvitations.id });
  if (bound.length === 0) throw new AppError('invitation_other_email');
  const { babyName, inviterName } = await namesOf(db, invitation);
  const link = `${deps.appUrl}${invitationPath(token)}`;
  await deps.mailer.send({
    to: email,
    subject: INVITATION_EMAIL_SUBJECT,
    text: `Olá!\n\n${invitationText(firstName(inviterName), babyName, link)}\n\nEquipe Lumma`,
  });
}
