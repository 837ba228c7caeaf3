import { eq } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type MotherInput,
  type NotificationPreferences,
} from '../../../domain/profile/profile.schema';
import type { Db } from '../../db/client';
import { notificationPreferences, profiles, users } from '../../db/schema';
import type { SessionUser } from '../../http/types';
import { getOrCreateProfile } from '../account/account.service';
import { deleteMediaByUrl, storeUpload, type MediaDeps } from '../media/media.service';
import type { PhotoUpload } from '../photos/photo-upload';

export const toProfileJson = (p: typeof profiles.$inferSelect) => ({
  fullName: p.fullName,
  email: p.email,
  phone: p.phone,
  birthDate: p.birthDate,
  avatarUrl: p.avatarUrl,
  chatBackgroundUrl: p.chatBackgroundUrl,
});

/** Her data, kept in step with the account's name and phone that better-auth also holds. */
export async function updateProfile(db: Db, user: SessionUser, input: MotherInput) {
  await getOrCreateProfile(db, user);
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .update(profiles)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(profiles.id, user.id))
      .returning();
    await tx
      .update(users)
      .set({ name: input.fullName, phone: input.phone, updatedAt: new Date() })
      .where(eq(users.id, user.id));
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
  const { userId: _, updatedAt: __, ...preferences } = row;
  return preferences;
}

export async function saveNotificationPreferences(db: Db, userId: string, preferences: NotificationPreferences) {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...preferences })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...preferences, updatedAt: new Date() } });
  return preferences;
}
