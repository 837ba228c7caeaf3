import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { UNATTACHED_UPLOAD_TTL_MS } from '../../../domain/media/media-limits';
import { mediaFiles } from '../../db/schema';
import { type MediaDeps, removeStoredFiles, storageKeyOf } from './media.service';

const BATCH = 200;

/**
 * Deletes the files nobody can use any more: community uploads never attached to a post within
 * 24 hours of `now` (the clock is passed in, so a test can move it), and baby photos whose baby is
 * gone. Each batch is claimed by one DELETE … RETURNING over rows locked with SKIP LOCKED, so
 * several processes sweeping at once never take the same file twice nor wait on each other.
 * Returns the names it removed.
 */
export async function sweepMedia(deps: MediaDeps, now: Date): Promise<string[]> {
  const cutoff = new Date(now.getTime() - UNATTACHED_UPLOAD_TTL_MS).toISOString();
  const removed: string[] = [];
  for (;;) {
    const claimed = await deps.db.execute<{ owner_id: string; name: string; legacy_key: string | null }>(sql`
      delete from media_files where name in (
        select name from media_files
        where (kind = 'community' and post_id is null and created_at < ${cutoff}::timestamptz)
           or (kind = 'baby_photo' and baby_id is null)
        order by created_at
        limit ${BATCH}
        for update skip locked)
      returning owner_id, name, legacy_key`);
    const files = claimed.rows.map((r) => ({ ownerId: r.owner_id, name: r.name, legacyKey: r.legacy_key }));
    await removeStoredFiles(deps, files);
    removed.push(...files.map((f) => f.name));
    if (files.length < BATCH) return removed;
  }
}

/**
 * The start-up half of migration 0011: moves each file it renamed from its old key to
 * `{ownerId}/{name}` and records its size (SQL could do neither). Every step can be repeated, so
 * processes starting together, or a start after a crash half-way, simply finish the work; until a
 * file is moved, /media serves it from its old key. Returns how many files it moved.
 */
export async function moveLegacyMedia(deps: MediaDeps): Promise<number> {
  let moved = 0;
  let after = '';
  for (;;) {
    const rows = await deps.db
      .select({ name: mediaFiles.name, ownerId: mediaFiles.ownerId, legacyKey: mediaFiles.legacyKey })
      .from(mediaFiles)
      .where(and(isNotNull(mediaFiles.legacyKey), gt(mediaFiles.name, after)))
      .orderBy(mediaFiles.name)
      .limit(BATCH);
    for (const row of rows) {
      const legacyKey = row.legacyKey!;
      try {
        const key = storageKeyOf(row);
        const there = await deps.storage.move(legacyKey, key);
        if (!there) deps.logger.warn('media file missing from storage', { name: row.name, legacyKey });
        const size = there ? ((await deps.storage.size(key)) ?? 0) : 0;
        await deps.db
          .update(mediaFiles)
          .set({ legacyKey: null, sizeBytes: size })
          .where(and(eq(mediaFiles.name, row.name), eq(mediaFiles.legacyKey, legacyKey)));
        if (there) moved += 1;
      } catch (error) {
        // Left with its old key: served from there, and tried again at the next start.
        deps.logger.warn('media file not moved', { name: row.name, error });
      }
    }
    if (rows.length < BATCH) return moved;
    after = rows[rows.length - 1]!.name;
  }
}

/**
 * In every app process: the legacy move once, then a sweep at start and every `intervalMs`.
 * Failures are logged and tried again on the next round. `stop` waits for a round under way.
 */
export function startMediaMaintenance(deps: MediaDeps, intervalMs = 60 * 60 * 1000) {
  let running: Promise<void> = Promise.resolve();
  const round = (first: boolean) => {
    running = running.then(async () => {
      try {
        if (first) {
          const moved = await moveLegacyMedia(deps);
          if (moved > 0) deps.logger.info('media files moved to their new names', { moved });
        }
        const swept = await sweepMedia(deps, new Date());
        if (swept.length > 0) deps.logger.info('unused media files deleted', { deleted: swept.length });
      } catch (error) {
        deps.logger.warn('media maintenance failed', { error });
      }
    });
  };
  round(true);
  const timer = setInterval(() => round(false), intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
