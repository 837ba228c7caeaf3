import { canSeeMedia } from '../../../domain/media/media-access';
import type { Db } from '../../db/client';
import { canSeeBaby } from '../babies/babies.service';
import { isPostVisible } from '../community/community.service';
import { findMediaFile, type MediaFile } from './media.service';

/**
 * The file behind a public name when `viewer` may see it, else null: the facts the rule in
 * src/domain/media/media-access.ts needs, gathered here and nowhere else. Unknown names and
 * refusals are the same null, so a refused visitor cannot tell that a file exists.
 */
export async function findViewableMedia(
  db: Db,
  viewer: { id: string } | null,
  name: string,
): Promise<MediaFile | null> {
  if (!viewer) return null;
  const file = await findMediaFile(db, name);
  if (!file) return null;
  const post =
    file.kind !== 'community' || !file.postId
      ? 'unattached'
      : (await isPostVisible(db, file.postId))
        ? 'visible'
        : 'gone';
  const babyVisible =
    file.kind === 'baby_photo' && file.babyId && file.ownerId !== viewer.id
      ? await canSeeBaby(db, viewer.id, file.babyId)
      : undefined;
  return canSeeMedia(viewer, { kind: file.kind, ownerId: file.ownerId, post, babyVisible }) ? file : null;
}
