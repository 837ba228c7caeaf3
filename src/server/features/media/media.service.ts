import crypto from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MediaFileKind } from '../../../domain/media/media-access';
import { STORAGE_QUOTA_BYTES, UPLOAD_WINDOW_MS, UPLOADS_PER_HOUR } from '../../../domain/media/media-limits';
import type { Db } from '../../db/client';
import { mediaFiles, mediaUploadWindows } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Logger } from '../../platform/log';
import type { Storage } from '../../platform/storage/storage';

export interface MediaDeps {
  db: Db;
  storage: Storage;
  logger: Logger;
}

/** A transaction or the database: attaching and taking files happen inside the caller's transaction. */
type Executor = Pick<Db, 'select' | 'update' | 'delete' | 'insert' | 'execute'>;

export type MediaFile = typeof mediaFiles.$inferSelect;
type StoredAt = Pick<MediaFile, 'ownerId' | 'name' | 'legacyKey'>;

// 22 base64url characters for 128 random bits; files renamed by migration 0011 have 64 hex ones.
const NAME = /^[A-Za-z0-9_-]{22,64}\.(jpg|png|webp|mp4|mov)$/;

export const isMediaName = (name: string) => NAME.test(name);
export const mediaUrlOf = (name: string) => `/media/${name}`;

/** The name in one of our media URLs, or null for anything else (an old-style address included). */
export function mediaNameOf(url: string | null | undefined): string | null {
  if (!url?.startsWith('/media/')) return null;
  const name = url.slice('/media/'.length);
  return isMediaName(name) ? name : null;
}

/** The baby photos she uploaded, as their URLs: they go with her account, from every baby that shows one. */
export async function babyPhotoUrlsOf(db: Pick<Db, 'select'>, ownerId: string): Promise<string[]> {
  const rows = await db
    .select({ name: mediaFiles.name })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.ownerId, ownerId), eq(mediaFiles.kind, 'baby_photo')));
  return rows.map((row) => mediaUrlOf(row.name));
}

/** Where the file lies in storage: under its owner, so deleting an account removes all of hers. */
export const storageKeyOf = (file: Pick<MediaFile, 'ownerId' | 'name'>) => `${file.ownerId}/${file.name}`;

export interface NewUpload {
  ownerId: string;
  kind: MediaFileKind;
  babyId?: string;
  bytes: Uint8Array;
  contentType: string;
  extension: string;
}

/**
 * Stores a checked upload under a new random name. The account's row in media_upload_windows is
 * claimed first: it counts the upload against the hourly limit and, locked until the transaction
 * ends, makes her parallel uploads pass the quota check one at a time. The file's row is written
 * in the same transaction, so a refused upload leaves nothing behind.
 */
export async function storeUpload(
  deps: MediaDeps,
  upload: NewUpload,
  now = new Date(),
): Promise<{ name: string; url: string }> {
  const name = `${crypto.randomBytes(16).toString('base64url')}.${upload.extension}`;
  const size = upload.bytes.byteLength;
  await deps.db.transaction(async (tx) => {
    const windowStart = mediaUploadWindows.windowStart;
    const expired = sql`${windowStart} <= ${new Date(now.getTime() - UPLOAD_WINDOW_MS).toISOString()}::timestamptz`;
    const [window] = await tx
      .insert(mediaUploadWindows)
      .values({ userId: upload.ownerId, windowStart: now, uploads: 1 })
      .onConflictDoUpdate({
        target: mediaUploadWindows.userId,
        set: {
          windowStart: sql`case when ${expired} then excluded.window_start else ${windowStart} end`,
          uploads: sql`case when ${expired} then 1 else ${mediaUploadWindows.uploads} + 1 end`,
        },
      })
      .returning();
    if (window!.uploads > UPLOADS_PER_HOUR) {
      const waitMs = new Date(window!.windowStart).getTime() + UPLOAD_WINDOW_MS - now.getTime();
      throw new AppError('upload_rate_limited', waitMs);
    }
    const [usage] = await tx
      .select({ bytes: sql<string>`coalesce(sum(${mediaFiles.sizeBytes}), 0)` })
      .from(mediaFiles)
      .where(eq(mediaFiles.ownerId, upload.ownerId));
    if (Number(usage?.bytes ?? 0) + size > STORAGE_QUOTA_BYTES) throw new AppError('storage_quota');
    await tx
      .insert(mediaFiles)
      .values({ name, ownerId: upload.ownerId, kind: upload.kind, babyId: upload.babyId ?? null, sizeBytes: size });
  });
  try {
    await deps.storage.put(storageKeyOf({ ownerId: upload.ownerId, name }), upload.bytes, upload.contentType);
  } catch (error) {
    await deps.db.delete(mediaFiles).where(eq(mediaFiles.name, name));
    throw error;
  }
  return { name, url: mediaUrlOf(name) };
}

export async function findMediaFile(db: Db, name: string): Promise<MediaFile | null> {
  if (!isMediaName(name)) return null;
  const [file] = await db.select().from(mediaFiles).where(eq(mediaFiles.name, name));
  return file ?? null;
}

/**
 * Attaches her unattached community uploads to a new post, inside the post's transaction. False
 * when any name is not such an upload of hers (another mother's, already in a post, swept, or
 * named twice); the caller then rolls the post back.
 */
export async function attachToPost(tx: Executor, ownerId: string, postId: string, names: string[]): Promise<boolean> {
  if (names.length === 0) return true;
  if (new Set(names).size !== names.length) return false;
  const attached = await tx
    .update(mediaFiles)
    .set({ postId })
    .where(
      and(
        inArray(mediaFiles.name, names),
        eq(mediaFiles.ownerId, ownerId),
        eq(mediaFiles.kind, 'community'),
        isNull(mediaFiles.postId),
      ),
    )
    .returning({ name: mediaFiles.name });
  return attached.length === names.length;
}

/** Removes a post's file rows inside the transaction that deletes it; `removeStoredFiles` follows the commit. */
export async function takePostMedia(tx: Executor, postId: string): Promise<StoredAt[]> {
  return tx
    .delete(mediaFiles)
    .where(eq(mediaFiles.postId, postId))
    .returning({ ownerId: mediaFiles.ownerId, name: mediaFiles.name, legacyKey: mediaFiles.legacyKey });
}

/**
 * Deletes files whose rows are gone. Without its row a file is never served again, so a storage
 * failure here only leaves bytes on the disk: it is logged, not thrown. A file renamed by
 * migration 0011 may still be at its old key: that one goes first, so a start-up move running at
 * the same moment cannot leave a copy behind.
 */
export async function removeStoredFiles(deps: Pick<MediaDeps, 'storage' | 'logger'>, files: StoredAt[]) {
  for (const file of files) {
    try {
      if (file.legacyKey) await deps.storage.delete(file.legacyKey);
      await deps.storage.delete(storageKeyOf(file));
    } catch (error) {
      deps.logger.warn('media file not deleted', { name: file.name, error });
    }
  }
}

/** Deletes one of her files by its URL (a replaced avatar, baby photo or chat background). */
export async function deleteMediaByUrl(deps: MediaDeps, ownerId: string, url: string | null | undefined) {
  const name = mediaNameOf(url);
  if (!name) return;
  const removed = await deps.db
    .delete(mediaFiles)
    .where(and(eq(mediaFiles.name, name), eq(mediaFiles.ownerId, ownerId)))
    .returning({ ownerId: mediaFiles.ownerId, name: mediaFiles.name, legacyKey: mediaFiles.legacyKey });
  await removeStoredFiles(deps, removed);
}
