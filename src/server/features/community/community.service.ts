import { and, desc, eq, gte, isNull } from 'drizzle-orm';
import type { PostInput, ReportInput, CommunityNotice } from '../../../domain/community/community';
import type { Db } from '../../db/client';
import {
  blockedUsers,
  communityComments,
  communityFavorites,
  communityLikes,
  communityPosts,
  communityReports,
} from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/request-values';
import type { Logger } from '../../platform/log';
import type { ModerationKind, Moderator, RecentWriting } from '../../platform/moderation/moderation';
import type { Realtime } from '../../platform/realtime/realtime';
import type { Storage } from '../../platform/storage/storage';
import { attachToPost, removeStoredFiles, takePostMedia } from '../media/media.service';
import { findCommentView, findPostView, type CommentView, type PostView } from './community-queries';
import { postMediaName } from './community-media';
import { audit } from '../admin/admin-audit';

export const COMMUNITY_CHANNEL = 'community';

export interface CommunityDeps {
  db: Db;
  moderator: Moderator;
  realtime: Realtime;
  storage: Storage;
  logger: Logger;
}

export const POST_NOT_FOUND = () => new AppError(404, 'not_found', 'Post não encontrado.');
const COMMENT_NOT_FOUND = () => new AppError(404, 'not_found', 'Comentário não encontrado.');
/**
 * A block covers what other mothers see from her: posts, comments, likes (and media uploads).
 * What stays hers alone (favourites, saved tips) and reporting, which protects the others, go on.
 */
export const BLOCKED_MESSAGE =
  'Sua conta está bloqueada na comunidade: você pode ler, favoritar e denunciar posts, mas não pode publicar, comentar ou curtir.';
const BLOCKED = () => new AppError(403, 'blocked', BLOCKED_MESSAGE);

const MODERATION_TEXTS: Record<ModerationKind, { failed: string; refused: string }> = {
  post: { failed: 'Erro ao verificar conteúdo. Tente novamente.', refused: 'Conteúdo não permitido' },
  comment: { failed: 'Erro ao verificar comentário. Tente novamente.', refused: 'Comentário bloqueado pela moderação' },
};

async function assertNotBlocked(db: Db, userId: string) {
  if (await isBlocked(db, userId)) throw BLOCKED();
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
  const texts = MODERATION_TEXTS[kind];
  let result: Awaited<ReturnType<CommunityDeps['moderator']['moderate']>>;
  try {
    result = await deps.moderator.moderate({ kind, content, recent: await recentWritings(deps.db, userId, kind) });
  } catch (error) {
    deps.logger.error('moderation failed', { kind, error });
    throw new AppError(503, 'moderation_failed', texts.failed);
  }
  if (!result.approved) throw new AppError(422, 'moderation_refused', result.reason ?? texts.refused);
}

/** Tells every app process's live clients; the change is saved already, so a failure only logs. */
async function notify(deps: CommunityDeps, notice: CommunityNotice) {
  try {
    await deps.realtime.publish(COMMUNITY_CHANNEL, notice);
  } catch (error) {
    deps.logger.warn('community notice not sent', { notice, error });
  }
}

async function visiblePost(db: Db, postId: string) {
  if (!isUuid(postId)) throw POST_NOT_FOUND();
  const [post] = await db
    .select({ id: communityPosts.id, userId: communityPosts.userId })
    .from(communityPosts)
    .where(and(eq(communityPosts.id, postId), isNull(communityPosts.deletedAt), eq(communityPosts.isModerated, false)));
  if (!post) throw POST_NOT_FOUND();
  return post;
}

/** Whether the feed shows this post (not deleted, not hidden by moderation): its files follow it. */
export async function isPostVisible(db: Db, postId: string): Promise<boolean> {
  const rows = await db
    .select({ id: communityPosts.id })
    .from(communityPosts)
    .where(and(eq(communityPosts.id, postId), isNull(communityPosts.deletedAt), eq(communityPosts.isModerated, false)))
    .limit(1);
  return rows.length > 0;
}

const MEDIA_NOT_FOUND = () =>
  new AppError(400, 'bad_media', 'Um dos arquivos não foi encontrado. Envie as fotos e vídeos de novo.');

/** Saves a post with her files, each attached to it alone; a file that is not hers to attach refuses the post. */
export async function createPost(deps: CommunityDeps, userId: string, input: PostInput): Promise<PostView> {
  await assertNotBlocked(deps.db, userId);
  await moderate(deps, userId, 'post', input.content);
  const names = input.media.map((item) => postMediaName(item.url, item.type));
  if (names.some((name) => name === null)) throw MEDIA_NOT_FOUND();
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
    if (!(await attachToPost(tx, userId, post!.id, names as string[]))) throw MEDIA_NOT_FOUND();
    return post!.id;
  });
  await notify(deps, { table: 'posts', operation: 'insert', postId, userId });
  return (await findPostView(deps.db, userId, postId))!;
}

/**
 * Soft delete: the row stays for the moderation history; the feed stops showing it. Its photos
 * and videos are deleted for good.
 */
export async function deletePost(deps: CommunityDeps, user: { id: string; isAdmin: boolean }, postId: string) {
  const post = await visiblePost(deps.db, postId);
  // Another mother's post is "not found" to her, as if it were not hers to see as deletable.
  if (post.userId !== user.id && !user.isAdmin) throw POST_NOT_FOUND();
  const files = await deps.db.transaction(async (tx) => {
    await tx
      .update(communityPosts)
      .set({ deletedAt: new Date(), deletedBy: user.id })
      .where(and(eq(communityPosts.id, post.id), isNull(communityPosts.deletedAt)));
    if (post.userId !== user.id) {
      await audit(tx, {
        adminId: user.id,
        action: 'deletePost',
        targetPostId: post.id,
        targetUserId: post.userId,
        details: { from: 'feed' },
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
): Promise<CommentView> {
  const post = await visiblePost(deps.db, postId);
  await assertNotBlocked(deps.db, userId);
  await moderate(deps, userId, 'comment', content);
  const [comment] = await deps.db
    .insert(communityComments)
    .values({ postId: post.id, userId, content })
    .returning({ id: communityComments.id });
  await notify(deps, { table: 'comments', operation: 'insert', postId: post.id, userId });
  return (await findCommentView(deps.db, comment!.id))!;
}

export async function deleteComment(deps: CommunityDeps, user: { id: string; isAdmin: boolean }, commentId: string) {
  if (!isUuid(commentId)) throw COMMENT_NOT_FOUND();
  const [comment] = await deps.db
    .select({ id: communityComments.id, postId: communityComments.postId, userId: communityComments.userId })
    .from(communityComments)
    .where(eq(communityComments.id, commentId));
  if (!comment || (comment.userId !== user.id && !user.isAdmin)) throw COMMENT_NOT_FOUND();
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
  if (post.userId === userId) throw new AppError(400, 'own_post', 'Você não pode denunciar o seu próprio post.');
  const reason = input.details ? `${input.reason}: ${input.details}` : input.reason;
  const inserted = await db
    .insert(communityReports)
    .values({ postId: post.id, reporterId: userId, reason })
    .onConflictDoNothing()
    .returning({ id: communityReports.id });
  if (inserted.length === 0)
    throw new AppError(409, 'already_reported', 'Você já denunciou este post. Nossa equipe vai analisar.');
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
