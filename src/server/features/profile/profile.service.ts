import { count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type MotherInput,
  NOTIFICATION_KEYS,
  type NotificationPreferences,
} from '../../../domain/profile/profile.schema';
import { updateUserContact } from '../../auth/auth-users';
import type { Db } from '../../db/client';
import { oncePerDb } from '../../db/prepared';
import { notificationPreferences, profiles } from '../../db/schema';
import type { PhotoUpload } from '../../http/photo-upload';
import type { SessionUser } from '../../http/types';
import { ownBabyOrActiveParams, ownBabyOrActiveQuery } from '../babies/babies.service';
import { deleteMediaByUrl, type MediaDeps, storeUpload } from '../media/media.service';

export type Profile = typeof profiles.$inferSelect;

/** A transaction or the database: the profile is born in the transaction that creates the account. */
type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

export const toProfileJson = (p: Profile) => ({
  fullName: p.fullName,
  email: p.email,
  phone: p.phone,
  birthDate: p.birthDate,
  avatarUrl: p.avatarUrl,
  chatBackgroundUrl: p.chatBackgroundUrl,
});

export async function findProfile(db: Db, userId: string): Promise<Profile | null> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return profile ?? null;
}

/** The profile born with the account (sign-up, or an account an admin creates). */
export async function createProfile(
  tx: Executor,
  profile: { id: string; fullName: string; email: string; phone: string | null },
) {
  await tx.insert(profiles).values(profile).onConflictDoNothing();
}

/**
 * The profile is created with the account; should that ever have failed half-way, it is made
 * here from the account so the mother is never left without one.
 */
export async function getOrCreateProfile(db: Db, user: SessionUser): Promise<Profile> {
  const [found] = await db.select().from(profiles).where(eq(profiles.id, user.id)).limit(1);
  if (found) return found;
  const [created] = await db
    .insert(profiles)
    .values({ id: user.id, fullName: user.name, email: user.email })
    .onConflictDoUpdate({ target: profiles.id, set: { email: user.email } })
    .returning();
  return created!;
}

/**
 * Her profile and what /api/me shows of her active baby (null before the first) in one prepared
 * query: every start of the app asks it.
 */
const profileWithActiveBaby = oncePerDb((db) => {
  const baby = db.$with('baby').as(ownBabyOrActiveQuery(db));
  const { id, name, birthDate, gender, photoUrl } = baby._.selectedFields;
  return db
    .with(baby)
    .select({ profile: profiles, baby: { id, name, birthDate, gender, photoUrl } })
    .from(profiles)
    .leftJoin(baby, sql`true`)
    .where(eq(profiles.id, sql.placeholder('userId')))
    .prepare('profile_with_active_baby');
});

/** Null when she has no profile (see getOrCreateProfile). */
export async function findProfileWithActiveBaby(db: Db, userId: string) {
  const [row] = await profileWithActiveBaby(db).execute(ownBabyOrActiveParams(userId, undefined));
  return row ?? null;
}

/** Her data, kept in step with the account's name and phone that better-auth also holds. */
export async function updateProfile(db: Db, user: SessionUser, input: MotherInput) {
  await getOrCreateProfile(db, user);
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .update(profiles)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(profiles.id, user.id))
      .returning();
    await updateUserContact(tx, user.id, { name: input.fullName, phone: input.phone });
    return profile!;
  });
}

const PHOTOS = {
  avatar: { column: 'avatarUrl', kind: 'avatar' },
  'chat-bg': { column: 'chatBackgroundUrl', kind: 'chat_background' },
} as const;
export type ProfilePhoto = keyof typeof PHOTOS;

/** Her avatar or chat background (or none): the new file stored, then the one it replaces deleted. */
export async function setProfilePhoto(
  deps: MediaDeps,
  user: SessionUser,
  which: ProfilePhoto,
  photo: PhotoUpload | null,
) {
  const { column, kind } = PHOTOS[which];
  const before = await getOrCreateProfile(deps.db, user);
  const stored = photo ? await storeUpload(deps, { ownerId: user.id, kind, ...photo }) : null;
  const [profile] = await deps.db
    .update(profiles)
    .set({ [column]: stored?.url ?? null, updatedAt: new Date() })
    .where(eq(profiles.id, user.id))
    .returning();
  await deleteMediaByUrl(deps, user.id, before[column]);
  return profile!;
}

export async function getNotificationPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  if (!row) return { ...DEFAULT_NOTIFICATION_PREFERENCES };
  // The row also holds the reminders' hours, which the reminders' own settings answer.
  return Object.fromEntries(NOTIFICATION_KEYS.map((key) => [key, row[key]])) as NotificationPreferences;
}

export async function saveNotificationPreferences(db: Db, userId: string, preferences: NotificationPreferences) {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...preferences })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...preferences, updatedAt: new Date() } });
  return preferences;
}

/** Puts her on a plan (or none) inside the caller's transaction; answers the plan she had. */
export async function setProfilePlan(tx: Executor, userId: string, planId: string | null) {
  const [before] = await tx.select({ planId: profiles.planId }).from(profiles).where(eq(profiles.id, userId));
  await tx.update(profiles).set({ planId, updatedAt: new Date() }).where(eq(profiles.id, userId));
  return { before: before?.planId ?? null };
}

/** One page of profiles, newest first, found by a piece of the name or the e-mail. */
export async function searchProfiles(db: Db, search: string, page: { limit: number; offset: number }) {
  const term = search.trim();
  const like = `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const where = term ? or(ilike(profiles.fullName, like), ilike(profiles.email, like)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: profiles.id,
        fullName: profiles.fullName,
        email: profiles.email,
        planId: profiles.planId,
        createdAt: profiles.createdAt,
      })
      .from(profiles)
      .where(where)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(profiles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Her name, avatar or e-mail inside another feature's read query (the feed's authors, the back
 * office's lists), given the SQL of a user id: a lookup by primary key, null once she is deleted.
 */
const profileColumnOf = (column: AnyPgColumn) => (userId: SQL | AnyPgColumn) =>
  sql<string | null>`(select ${column} from ${profiles} where ${profiles.id} = ${userId})`;
export const profileNameOf = profileColumnOf(profiles.fullName);
export const profileAvatarOf = profileColumnOf(profiles.avatarUrl);
export const profileEmailOf = profileColumnOf(profiles.email);
