import { postPreview, RECENT_POSTS_LIMIT } from '../../../domain/admin/admin.schema';
import { UNNAMED_MOTHER } from '../../../domain/profile/profile.schema';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { isUserId, isUuid } from '../../http/request-values';
import type { Logger } from '../../platform/log';
import type { Realtime } from '../../platform/realtime/realtime';
import type { Storage } from '../../platform/storage/storage';
import {
  blockMother,
  deletePost,
  dismissPendingReports,
  latestPosts,
  listBlockedMothers,
  pendingReportsByPost,
  pendingSafetyFlags,
  unblockMother,
} from '../community/community.service';
import { findProfile } from '../profile/profile.service';
import { hasAdminRole } from '../roles/roles.service';
import { audit } from './admin-audit.service';

/**
 * The moderation queue, one row per post: first the posts flagged "Possível crise" (the latest
 * first, with the words that raised it), then the reported ones by how many mothers reported
 * them and why.
 */
export async function pendingReports(db: Db) {
  const [flags, reports] = await Promise.all([pendingSafetyFlags(db, 100), pendingReportsByPost(db, 100)]);
  const reportsByPost = new Map(reports.map((r) => [r.id, r]));
  const flagged = [...new Map(flags.toReversed().map((f) => [f.postId, f])).values()].toReversed();
  const crises = flagged.map((f) => {
    const reported = reportsByPost.get(f.postId);
    return {
      post: {
        id: f.postId,
        preview: postPreview(f.postContent),
        authorId: f.postAuthorId,
        authorName: f.postAuthorName ?? UNNAMED_MOTHER,
        createdAt: f.postCreatedAt.toISOString(),
        mediaCount: f.mediaCount,
      },
      possibleCrisis: {
        writtenIn: f.writtenIn,
        preview: postPreview(f.content),
        authorId: f.authorId,
        authorName: f.authorName ?? UNNAMED_MOTHER,
        flaggedAt: f.flaggedAt.toISOString(),
      },
      count: reported?.reportCount ?? 0,
      reasons: reported?.reasons ?? [],
      lastReportedAt: reported?.lastReportedAt?.toISOString() ?? null,
    };
  });
  const flaggedPosts = new Set(flagged.map((f) => f.postId));
  return [
    ...crises,
    ...reports
      .filter((r) => !flaggedPosts.has(r.id))
      .map((r) => ({
        post: {
          id: r.id,
          preview: postPreview(r.content),
          authorId: r.authorId,
          authorName: r.authorName ?? UNNAMED_MOTHER,
          createdAt: r.createdAt.toISOString(),
          mediaCount: r.mediaCount,
        },
        possibleCrisis: null,
        count: r.reportCount,
        reasons: r.reasons ?? [],
        lastReportedAt: r.lastReportedAt?.toISOString() ?? null,
      })),
  ];
}

export async function recentPosts(db: Db) {
  const rows = await latestPosts(db, RECENT_POSTS_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    preview: postPreview(r.content),
    category: r.category,
    authorId: r.authorId,
    authorName: r.authorName ?? UNNAMED_MOTHER,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function listBlockedUsers(db: Db) {
  const rows = await listBlockedMothers(db);
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    fullName: r.fullName ?? '',
    email: r.email ?? '',
    reason: r.reason,
    blockedAt: r.blockedAt.toISOString(),
  }));
}

interface ModerationDeps {
  db: Db;
  realtime: Realtime;
  storage: Storage;
  logger: Logger;
}

/**
 * Removes a post, hidden ones included, through the community's one delete path: the reason is
 * kept on it and in the audit log, its pending reports resolved, its files deleted for good.
 */
export async function deletePostWithReason(deps: ModerationDeps, adminId: string, postId: string, reason: string) {
  await deletePost(deps, { id: adminId, isAdmin: true }, postId, { reason });
}

/** The reports on a post were looked at and the post stays. */
export async function dismissReports(db: Db, adminId: string, postId: string) {
  if (!isUuid(postId)) throw new AppError('post_not_found');
  await db.transaction(async (tx) => {
    const dismissed = await dismissPendingReports(tx, postId);
    if (dismissed === 0) throw new AppError('no_pending_reports');
    await audit(tx, {
      adminId,
      action: 'dismissReports',
      targetPostId: postId,
      details: { reports: dismissed },
    });
  });
}

export async function blockUser(db: Db, adminId: string, userId: string, reason: string) {
  if (!isUserId(userId)) throw new AppError('user_not_found');
  if (!(await findProfile(db, userId))) throw new AppError('user_not_found');
  if (await hasAdminRole(db, userId)) throw new AppError('block_admin');
  await db.transaction(async (tx) => {
    await blockMother(tx, userId, reason, adminId);
    await audit(tx, { adminId, action: 'blockUser', targetUserId: userId, reason });
  });
}

export async function unblockUser(db: Db, adminId: string, userId: string) {
  if (!isUserId(userId)) throw new AppError('not_blocked');
  await db.transaction(async (tx) => {
    if (!(await unblockMother(tx, userId))) throw new AppError('not_blocked');
    await audit(tx, { adminId, action: 'unblockUser', targetUserId: userId });
  });
}
