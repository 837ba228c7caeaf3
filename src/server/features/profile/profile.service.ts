import { eq } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type MotherInput,
  type NotificationPreferences,
} from '../../../domain/profile/profile.schema';
import type { Db } from '../../db/client';
import { notificationPreferences, profiles, users } from '../../db/schema';
import type { SessionUser } from '../../http/types';
import { keyFromMediaUrl, mediaUrl, type Storage } from '../../platform/storage/storage';
import { getOrCreateProfile } from '../account/account.service';
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
    await tx.update(users).set({ name: input.fullName, phone: input.phone, updatedAt: new Date() }).where(eq(users.id, user.id));
    return profile!;
  });
}

const PHOTO_COLUMNS = { avatar: 'avatarUrl', 'chat-bg': 'chatBackgroundUrl' } as const;
export type ProfilePhoto = keyof typeof PHOTO_COLUMNS;

/** Her avatar or chat background: stored as `{userId}/{kind}-{timestamp}`, the old file removed. */
export async function setProfilePhoto(db: Db, storage: Storage, user: SessionUser, kind: ProfilePhoto, photo: PhotoUpload | null) {
  const column = PHOTO_COLUMNS[kind];
  const before = await getOrCreateProfile(db, user);
  const key = photo ? `${user.id}/${kind}-${Date.now()}.${photo.extension}` : null;
  if (photo && key) await storage.put(key, photo.bytes, photo.contentType);
  const [profile] = await db
    .update(profiles)
    .set({ [column]: key ? mediaUrl(key) : null, updatedAt: new Date() })
    .where(eq(profiles.id, user.id))
    .returning();
  const oldKey = keyFromMediaUrl(before[column]);
  if (oldKey && oldKey !== key) await storage.delete(oldKey);
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
