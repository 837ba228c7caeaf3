import { and, count, desc, eq, gte, isNull, max, sql } from 'drizzle-orm';
import type { CommunityNotice, PostInput, ReportInput } from '../../../domain/community/community';
import type { ErrorKey } from '../../../domain/errors';
import { type SafetyCard, safetyCardFor } from '../../../domain/safety/safety-card';
import type { Db } from '../../db/client';
import {
  blockedUsers,
  communityComments,
  communityFavorites,
  communityLikes,
  communityPosts,
  communityReports,
  communitySafetyFlags,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/request-values';
import type { Logger } from '../../platform/log';
import type { ModerationKind, Moderator, RecentWriting } from '../../platform/moderation/moderation';
import type { Realtime } from '../../platform/realtime/realtime';
import type { Storage } from '../../platform/storage/storage';
import { audit } from '../admin/admin-audit.service';
import { attachToPost, removeStoredFiles, takePostMedia } from '../media/media.service';
import { profileEmailOf, profileNameOf } from '../profile/profile.service';
import { postMediaName } from './community-media';
import { type CommentView, findCommentView, findPostView, type PostView } from './community-queries';

export const COMMUNITY_CHANNEL = 'community';

export interface CommunityDeps {
  db: Db;
  moderator: Moderator;
  realtime: Realtime;
  storage: Storage;
  logger: Logger;
}

/** A transaction or the database: the back office writes its audit row in the same transaction. */
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const MODERATION_ERRORS = {
  post: { failed: 'post_check_failed', refused: 'post_refused' },
  comment: { failed: 'comment_check_failed', refused: 'comment_refused' },
} as const satisfies Record<ModerationKind, { failed: ErrorKey; refused: ErrorKey }>;

/** A block (the catalogue's `blocked` says what it covers) stops what other mothers would see from her. */
async function assertNotBlocked(db: Db, userId: string) {
  if (await isBlocked(db, userId)) throw new AppError('blocked');
}

async function recentWritings(db: Db, userId: string, kind: ModerationKind): Promise<RecentWriting[]> {
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000);
  const table = kind === 'post' ? communityPosts : communityComments;
  return db
    .select({ content: table.content, createdAt: table.createdAt })
    .from(table)
    .where(and(eq(table.userId, userId), gte(table.createdAt, since)))
    .orderBy(desc(table.createdAt))
    .limit(100);
}

/**
 * Nothing is saved unless the moderator approves it; when the moderator cannot answer, the
 * request fails (closed), so an outage never lets unchecked text through.
 */
export async function moderate(deps: CommunityDeps, userId: string, kind: ModerationKind, content: string) {
  const errors = MODERATION_ERRORS[kind];
  let result: Awaited<ReturnType<CommunityDeps['moderator']['moderate']>>;
  try {
    result = await deps.moderator.moderate({ kind, content, recent: await recentWritings(deps.db, userId, kind) });
  } catch (error) {
    deps.logger.error('moderation failed', { kind, error });
    throw new AppError(errors.failed);
  }
  if (!result.approved) throw new AppError(errors.refused, result.reason);
}

/** Tells every app process's live clients; the change is saved already, so a failure only logs. */
async function notify(deps: Pick<CommunityDeps, 'realtime' | 'logger'>, notice: CommunityNotice) {
  try {
    await deps.realtime.publish(COMMUNITY_CHANNEL, notice);
  } catch (error) {
    deps.logger.warn('community notice not sent', { notice, error });
  }
}

/**
 * A post not deleted yet, as its id and author: one the feed shows, or, `evenHidden`, one hidden by
 * moderation too (what moderation may still delete). Any other id is "not found".
 */
async function undeletedPost(db: Db, postId: string, { evenHidden = false } = {}) {
  if (!isUuid(postId)) throw new AppError('post_not_found');
  const [post] = await db
    .select({ id: communityPosts.id, userId: communityPosts.userId })
    .from(communityPosts)
    .where(
      and(
        eq(communityPosts.id, postId),
        isNull(communityPosts.deletedAt),
        evenHidden ? undefined : eq(communityPosts.isModerated, false),
      ),
    );
  if (!post) throw new AppError('post_not_found');
  return post;
}

const visiblePost = (db: Db, postId: string) => undeletedPost(db, postId);

/** Whether the feed shows this post (not deleted, not hidden by moderation): its files follow it. */
export async function isPostVisible(db: Db, postId: string): Promise<boolean> {
  const rows = await db
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(and(eq(communityPosts.id, postId), isNull(communityPosts.deletedAt), eq(communityPosts.isModerated, false)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Saves a post with her files, each attached to it alone; a file that is not hers to attach
 * refuses the post. A post that tells of a crisis or an emergency is published all the same,
 * flagged for the moderators, and answered to her alone with the safety card.
 */
export async function createPost(
  deps: CommunityDeps,
  userId: string,
  input: PostInput,
): Promise<{ post: PostView; safety: SafetyCard | null }> {
  await assertNotBlocked(deps.db, userId);
  await moderate(deps, userId, 'post', input.content);
  const safety = safetyCardFor(input.content);
  const names = input.media.map((item) => postMediaName(item.url, item.type));
  if (names.some((name) => name === null)) throw new AppError('bad_media');
  const postId = await deps.db.transaction(async (tx) => {
    const [post] = await tx
      .insert(communityPosts)
      .values({
        userId,
        content: input.content,
        category: input.category,
        mediaUrls: input.media.map((m) => m.url),
        mediaTypes: input.media.map((m) => m.type),
      })
      .returning({ id: communityPosts.id });
    if (!(await attachToPost(tx, userId, post!.id, names as string[]))) throw new AppError('bad_media');
    if (safety) await tx.insert(communitySafetyFlags).values({ postId: post!.id });
    return post!.id;
  });
  await notify(deps, { table: 'posts', operation: 'insert', postId, userId });
  return { post: (await findPostView(deps.db, userId, postId))!, safety };
}

/**
 * The one way a post is deleted: by its author, or by an administrator from the feed or from
 * moderation (with a reason, kept on the post). Soft: the row stays for the moderation history
 * and the feed stops showing it. Its pending reports are resolved, its safety flags and its
 * photos and videos deleted for good, another mother's post deleted by an admin is audited,
 * and one live notice goes out.
 */
export async function deletePost(
  deps: Pick<CommunityDeps, 'db' | 'realtime' | 'storage' | 'logger'>,
  user: { id: string; isAdmin: boolean },
  postId: string,
  moderation?: { reason: string },
) {
  const post = await undeletedPost(deps.db, postId, { evenHidden: moderation !== undefined });
  // Another mother's post is "not found" to her, as if it were not hers to see as deletable.
  if (post.userId !== user.id && !user.isAdmin) throw new AppError('post_not_found');
  const files = await deps.db.transaction(async (tx) => {
    const deleted = await tx
      .update(communityPosts)
      .set({ deletedAt: new Date(), deletedBy: user.id, ...(moderation && { deletionReason: moderation.reason }) })
      .where(and(eq(communityPosts.id, post.id), isNull(communityPosts.deletedAt)))
      .returning({ id: communityPosts.id });
    // Deleted by someone else meanwhile: that deletion did all the rest.
    if (deleted.length === 0) throw new AppError('post_not_found');
    await tx
      .update(communityReports)
      .set({ status: 'resolved' })
      .where(and(eq(communityReports.postId, post.id), eq(communityReports.status, 'pending')));
    // A "Possível crise" flag says what a mother wrote; it goes with the post (decision 027).
    await tx.delete(communitySafetyFlags).where(eq(communitySafetyFlags.postId, post.id));
    if (moderation || post.userId !== user.id) {
      await audit(tx, {
        adminId: user.id,
        action: 'deletePost',
        targetPostId: post.id,
        targetUserId: post.userId,
        ...(moderation ? { reason: moderation.reason } : { details: { from: 'feed' } }),
      });
    }
    return takePostMedia(tx, post.id);
  });
  await removeStoredFiles(deps, files);
  await notify(deps, { table: 'posts', operation: 'delete', postId: post.id, userId: user.id });
}

/** Liking twice leaves one like: the unique index absorbs a double tap. */
export async function setLike(deps: CommunityDeps, userId: string, postId: string, liked: boolean) {
  const post = await visiblePost(deps.db, postId);
  if (liked) {
    await assertNotBlocked(deps.db, userId);
    const inserted = await deps.db
      .insert(communityLikes)
      .values({ postId: post.id, userId })
      .onConflictDoNothing()
      .returning({ id: communityLikes.id });
    if (inserted.length) await notify(deps, { table: 'likes', operation: 'insert', postId: post.id, userId });
  } else {
    const removed = await deps.db
      .delete(communityLikes)
      .where(and(eq(communityLikes.postId, post.id), eq(communityLikes.userId, userId)))
      .returning({ id: communityLikes.id });
    if (removed.length) await notify(deps, { table: 'likes', operation: 'delete', postId: post.id, userId });
  }
  return (await findPostView(deps.db, userId, post.id))!;
}

export async function setFavorite(deps: CommunityDeps, userId: string, postId: string, favorited: boolean) {
  const post = await visiblePost(deps.db, postId);
  if (favorited) {
    const inserted = await deps.db
      .insert(communityFavorites)
      .values({ postId: post.id, userId })
      .onConflictDoNothing()
      .returning({ postId: communityFavorites.postId });
    if (inserted.length) await notify(deps, { table: 'favorites', operation: 'insert', postId: post.id, userId });
  } else {
    const removed = await deps.db
      .delete(communityFavorites)
      .where(and(eq(communityFavorites.postId, post.id), eq(communityFavorites.userId, userId)))
      .returning({ postId: communityFavorites.postId });
    if (removed.length) await notify(deps, { table: 'favorites', operation: 'delete', postId: post.id, userId });
  }
  return (await findPostView(deps.db, userId, post.id))!;
}

export async function addComment(
  deps: CommunityDeps,
  userId: string,
  postId: string,
  content: string,
): Promise<{ comment: CommentView; safety: SafetyCard | null }> {
  const post = await visiblePost(deps.db, postId);
  await assertNotBlocked(deps.db, userId);
  await moderate(deps, userId, 'comment', content);
  const safety = safetyCardFor(content);
  const commentId = await deps.db.transaction(async (tx) => {
    const [comment] = await tx
      .insert(communityComments)
      .values({ postId: post.id, userId, content })
      .returning({ id: communityComments.id });
    if (safety) await tx.insert(communitySafetyFlags).values({ postId: post.id, commentId: comment!.id });
    return comment!.id;
  });
  await notify(deps, { table: 'comments', operation: 'insert', postId: post.id, userId });
  return { comment: (await findCommentView(deps.db, commentId))!, safety };
}

export async function deleteComment(deps: CommunityDeps, user: { id: string; isAdmin: boolean }, commentId: string) {
  if (!isUuid(commentId)) throw new AppError('comment_not_found');
  const [comment] = await deps.db
    .select({ id: communityComments.id, postId: communityComments.postId, userId: communityComments.userId })
    .from(communityComments)
    .where(eq(communityComments.id, commentId));
  if (!comment || (comment.userId !== user.id && !user.isAdmin)) throw new AppError('comment_not_found');
  await deps.db.transaction(async (tx) => {
    await tx.delete(communityComments).where(eq(communityComments.id, comment.id));
    if (comment.userId !== user.id) {
      await audit(tx, {
        adminId: user.id,
        action: 'deleteComment',
        targetPostId: comment.postId,
        targetUserId: comment.userId,
      });
    }
  });
  await notify(deps, { table: 'comments', operation: 'delete', postId: comment.postId, userId: user.id });
}

/** One pending report per mother per post; the back office reads them. */
export async function reportPost(db: Db, userId: string, postId: string, input: ReportInput) {
  const post = await visiblePost(db, postId);
  if (post.userId === userId) throw new AppError('own_post');
  const reason = input.details ? `${input.reason}: ${input.details}` : input.reason;
  const inserted = await db
    .insert(communityReports)
    .values({ postId: post.id, reporterId: userId, reason })
    .onConflictDoNothing()
    .returning({ id: communityReports.id });
  if (inserted.length === 0) throw new AppError('already_reported');
}

/** Whether the mother may post, comment and like, so the page can tell her before she tries. */
export async function isBlocked(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: blockedUsers.id })
    .from(blockedUsers)
    .where(eq(blockedUsers.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** Pending reports, one row per post not yet deleted, with how many mothers reported it and why. */
export function pendingReportsByPost(db: Db, limit: number) {
  const reportCount = count(communityReports.id);
  const lastReportedAt = max(communityReports.createdAt);
  return db
    .select({
      id: communityPosts.id,
      content: communityPosts.content,
      authorId: communityPosts.userId,
      authorName: profileNameOf(communityPosts.userId),
      createdAt: communityPosts.createdAt,
      mediaCount: sql<number>`coalesce(array_length(${communityPosts.mediaUrls}, 1), 0)`.mapWith(Number),
      reportCount,
      reasons: sql<string[] | null>`array_agg(distinct ${communityReports.reason})`,
      lastReportedAt,
    })
    .from(communityReports)
    .innerJoin(communityPosts, eq(communityPosts.id, communityReports.postId))
    .where(and(eq(communityReports.status, 'pending'), isNull(communityPosts.deletedAt)))
    .groupBy(communityPosts.id)
    .orderBy(desc(reportCount), desc(lastReportedAt))
    .limit(limit);
}

/** The latest posts not deleted (hidden ones too), newest first, for the back office. */
export function latestPosts(db: Db, limit: number) {
  return db
    .select({
      id: communityPosts.id,
      content: communityPosts.content,
      category: communityPosts.category,
      authorId: communityPosts.userId,
      authorName: profileNameOf(communityPosts.userId),
      createdAt: communityPosts.createdAt,
    })
    .from(communityPosts)
    .where(isNull(communityPosts.deletedAt))
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(limit);
}

/** The mothers blocked from posting, the latest first. */
export function listBlockedMothers(db: Db) {
  return db
    .select({
      id: blockedUsers.id,
      userId: blockedUsers.userId,
      fullName: profileNameOf(blockedUsers.userId),
      email: profileEmailOf(blockedUsers.userId),
      reason: blockedUsers.reason,
      blockedAt: blockedUsers.blockedAt,
    })
    .from(blockedUsers)
    .orderBy(desc(blockedUsers.blockedAt));
}

/**
 * The reports and the "Possível crise" flags on a post were looked at and the post stays:
 * answers how many were pending.
 */
export async function dismissPendingReports(tx: Executor, postId: string): Promise<number> {
  const dismissed = await tx
    .update(communityReports)
    .set({ status: 'dismissed' })
    .where(and(eq(communityReports.postId, postId), eq(communityReports.status, 'pending')))
    .returning({ id: communityReports.id });
  const reviewed = await tx
    .update(communitySafetyFlags)
    .set({ status: 'reviewed' })
    .where(and(eq(communitySafetyFlags.postId, postId), eq(communitySafetyFlags.status, 'pending')))
    .returning({ id: communitySafetyFlags.id });
  return dismissed.length + reviewed.length;
}

/**
 * Pending "Possível crise" flags on posts not deleted, the latest first: the words that raised
 * each (the post's or a comment's), whose they are, and when.
 */
export function pendingSafetyFlags(db: Db, limit: number) {
  const authorId = sql<string>`coalesce(${communityComments.userId}, ${communityPosts.userId})`;
  return db
    .select({
      postId: communityPosts.id,
      postAuthorId: communityPosts.userId,
      postAuthorName: profileNameOf(communityPosts.userId),
      postCreatedAt: communityPosts.createdAt,
      postContent: communityPosts.content,
      mediaCount: sql<number>`coalesce(array_length(${communityPosts.mediaUrls}, 1), 0)`.mapWith(Number),
      writtenIn: sql<
        'post' | 'comment'
      >`case when ${communitySafetyFlags.commentId} is null then 'post' else 'comment' end`,
      content: sql<string>`coalesce(${communityComments.content}, ${communityPosts.content})`,
      authorId,
      authorName: profileNameOf(authorId),
      flaggedAt: communitySafetyFlags.createdAt,
    })
    .from(communitySafetyFlags)
    .innerJoin(communityPosts, eq(communityPosts.id, communitySafetyFlags.postId))
    .leftJoin(communityComments, eq(communityComments.id, communitySafetyFlags.commentId))
    .where(and(eq(communitySafetyFlags.status, 'pending'), isNull(communityPosts.deletedAt)))
    .orderBy(desc(communitySafetyFlags.createdAt), desc(communitySafetyFlags.id))
    .limit(limit);
}

/** Blocks her from posting, commenting and liking; blocking again updates the reason. */
export async function blockMother(tx: Executor, userId: string, reason: string, blockedBy: string) {
  await tx
    .insert(blockedUsers)
    .values({ userId, reason, blockedBy })
    .onConflictDoUpdate({ target: blockedUsers.userId, set: { reason, blockedBy, blockedAt: new Date() } });
}

/** Lifts her block; false when she was not blocked. */
export async function unblockMother(tx: Executor, userId: string): Promise<boolean> {
  const removed = await tx
    .delete(blockedUsers)
    .where(eq(blockedUsers.userId, userId))
    .returning({ id: blockedUsers.id });
  return removed.length > 0;
}
