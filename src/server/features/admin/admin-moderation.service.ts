import { and, eq, sql } from 'drizzle-orm';
import { RECENT_POSTS_LIMIT, postPreview } from '../../../domain/admin/admin.schema';
import type { Db } from '../../db/client';
import { blockedUsers, communityPosts, communityReports, userRoles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { isUserId, isUuid } from '../../http/request-values';
import { COMMUNITY_CHANNEL, POST_NOT_FOUND } from '../community/community.service';
import type { Realtime } from '../../platform/realtime/realtime';
import type { Logger } from '../../platform/log';
import type { Storage } from '../../platform/storage/storage';
import { removeStoredFiles, takePostMedia } from '../media/media.service';
import { audit } from './admin-audit';

const when = (value: unknown) => new Date(value as string).toISOString();

/** Pending reports, one row per post with how many mothers reported it and why. */
export async function pendingReports(db: Db) {
  const result = await db.execute<Record<string, unknown>>(sql`
    select p.id, p.content, p.user_id, p.created_at, coalesce(array_length(p.media_urls, 1), 0) as media_count,
      pr.full_name as author_name, count(r.id)::int as report_count,
      array_agg(distinct r.reason) as reasons, max(r.created_at) as last_reported_at
    from community_reports r
    join community_posts p on p.id = r.post_id
    left join profiles pr on pr.id = p.user_id
    where r.status = 'pending' and p.deleted_at is null
    group by p.id, pr.full_name
    order by report_count desc, last_reported_at desc
    limit 100`);
  return result.rows.map((r) => ({
    post: {
      id: String(r.id),
      preview: postPreview(String(r.content)),
      authorId: String(r.user_id),
      authorName: (r.author_name as string | null) ?? 'Conta excluída',
      createdAt: when(r.created_at),
      mediaCount: Number(r.media_count),
    },
    count: Number(r.report_count),
    reasons: (r.reasons as string[]) ?? [],
    lastReportedAt: when(r.last_reported_at),
  }));
}

export async function recentPosts(db: Db) {
  const result = await db.execute<Record<string, unknown>>(sql`
    select p.id, p.content, p.category, p.user_id, p.created_at, pr.full_name as author_name
    from community_posts p left join profiles pr on pr.id = p.user_id
    where p.deleted_at is null
    order by p.created_at desc, p.id desc
    limit ${RECENT_POSTS_LIMIT}`);
  return result.rows.map((r) => ({
    id: String(r.id),
    preview: postPreview(String(r.content)),
    category: String(r.category),
    authorId: String(r.user_id),
    authorName: (r.author_name as string | null) ?? 'Conta excluída',
    createdAt: when(r.created_at),
  }));
}

export async function listBlockedUsers(db: Db) {
  const result = await db.execute<Record<string, unknown>>(sql`
    select b.id, b.user_id, b.reason, b.blocked_at, p.full_name, p.email
    from blocked_users b left join profiles p on p.id = b.user_id
    order by b.blocked_at desc`);
  return result.rows.map((r) => ({
    id: String(r.id),
    userId: String(r.user_id),
    fullName: (r.full_name as string | null) ?? '',
    email: (r.email as string | null) ?? '',
    reason: String(r.reason),
    blockedAt: when(r.blocked_at),
  }));
}

interface ModerationDeps {
  db: Db;
  realtime: Realtime;
  storage: Storage;
  logger: Logger;
}

/**
 * Removes a post with the reason kept on it and in the audit log; its pending reports are
 * resolved, and its photos and videos deleted for good.
 */
export async function deletePostWithReason(
  { db, realtime, storage, logger }: ModerationDeps,
  adminId: string,
  postId: string,
  reason: string,
) {
  if (!isUuid(postId)) throw POST_NOT_FOUND();
  const files = await db.transaction(async (tx) => {
    const [post] = await tx
      .update(communityPosts)
      .set({ deletedAt: new Date(), deletedBy: adminId, deletionReason: reason })
      .where(and(eq(communityPosts.id, postId), sql`${communityPosts.deletedAt} is null`))
      .returning({ id: communityPosts.id, userId: communityPosts.userId });
    if (!post) throw POST_NOT_FOUND();
    await tx
      .update(communityReports)
      .set({ status: 'resolved' })
      .where(and(eq(communityReports.postId, postId), eq(communityReports.status, 'pending')));
    await audit(tx, { adminId, action: 'deletePost', targetPostId: postId, targetUserId: post.userId, reason });
    return takePostMedia(tx, postId);
  });
  await removeStoredFiles({ storage, logger }, files);
  await realtime
    .publish(COMMUNITY_CHANNEL, { table: 'posts', operation: 'delete', postId, userId: adminId })
    .catch((error) => logger.warn('community notice not sent', { error }));
}

/** The reports on a post were looked at and the post stays. */
export async function dismissReports(db: Db, adminId: string, postId: string) {
  if (!isUuid(postId)) throw POST_NOT_FOUND();
  await db.transaction(async (tx) => {
    const dismissed = await tx
      .update(communityReports)
      .set({ status: 'dismissed' })
      .where(and(eq(communityReports.postId, postId), eq(communityReports.status, 'pending')))
      .returning({ id: communityReports.id });
    if (dismissed.length === 0) throw new AppError(404, 'not_found', 'Nenhuma denúncia pendente para este post.');
    await audit(tx, {
      adminId,
      action: 'dismissReports',
      targetPostId: postId,
      details: { reports: dismissed.length },
    });
  });
}

const USER_NOT_FOUND = () => new AppError(404, 'not_found', 'Usuário não encontrado.');

export async function blockUser(db: Db, adminId: string, userId: string, reason: string) {
  if (!isUserId(userId)) throw USER_NOT_FOUND();
  const [profile] = await db
    .execute<{ id: string }>(sql`select id from profiles where id = ${userId}`)
    .then((r) => r.rows);
  if (!profile) throw USER_NOT_FOUND();
  const admin = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')));
  if (admin.length > 0) throw new AppError(400, 'admin', 'Não é possível bloquear uma administradora.');
  await db.transaction(async (tx) => {
    await tx
      .insert(blockedUsers)
      .values({ userId, reason, blockedBy: adminId })
      .onConflictDoUpdate({ target: blockedUsers.userId, set: { reason, blockedBy: adminId, blockedAt: new Date() } });
    await audit(tx, { adminId, action: 'blockUser', targetUserId: userId, reason });
  });
}

export async function unblockUser(db: Db, adminId: string, userId: string) {
  if (!isUserId(userId)) throw new AppError(404, 'not_found', 'Esta usuária não está bloqueada.');
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(blockedUsers)
      .where(eq(blockedUsers.userId, userId))
      .returning({ id: blockedUsers.id });
    if (removed.length === 0) throw new AppError(404, 'not_found', 'Esta usuária não está bloqueada.');
    await audit(tx, { adminId, action: 'unblockUser', targetUserId: userId });
  });
}
