import { and, eq, getTableColumns, isNull, or } from 'drizzle-orm';
import {
  blockedUsers,
  communityComments,
  communityFavorites,
  communityLikes,
  communityPosts,
  communityReports,
  communitySafetyFlags,
} from '../../db/schema';
import { type DataExporter, pagedRows } from '../account/account.service';

/**
 * Her posts (deleted ones too, as they are still kept), comments, likes, favourites and reports;
 * the lists that grow with her years in the community are read a page at a time. The "Possível
 * crise" flags on what she wrote are hers too (decision 027): what the app inferred about her.
 */
export const communityExporter: DataExporter = {
  name: 'community',
  async collect(db, userId) {
    const [reports, blocked, safetyFlags] = await Promise.all([
      db
        .select({
          postId: communityReports.postId,
          reason: communityReports.reason,
          status: communityReports.status,
          createdAt: communityReports.createdAt,
        })
        .from(communityReports)
        .where(eq(communityReports.reporterId, userId)),
      db
        .select({ reason: blockedUsers.reason, blockedAt: blockedUsers.blockedAt })
        .from(blockedUsers)
        .where(eq(blockedUsers.userId, userId)),
      db
        .select({
          postId: communitySafetyFlags.postId,
          commentId: communitySafetyFlags.commentId,
          status: communitySafetyFlags.status,
          createdAt: communitySafetyFlags.createdAt,
        })
        .from(communitySafetyFlags)
        .innerJoin(communityPosts, eq(communityPosts.id, communitySafetyFlags.postId))
        .leftJoin(communityComments, eq(communityComments.id, communitySafetyFlags.commentId))
        .where(
          or(
            and(isNull(communitySafetyFlags.commentId), eq(communityPosts.userId, userId)),
            eq(communityComments.userId, userId),
          ),
        ),
    ]);
    return {
      posts: pagedRows([communityPosts.createdAt, communityPosts.id], ({ after, key, orderBy, limit }) =>
        db
          .select({ row: getTableColumns(communityPosts), key })
          .from(communityPosts)
          .where(and(eq(communityPosts.userId, userId), after))
          .orderBy(...orderBy)
          .limit(limit),
      ),
      comments: pagedRows([communityComments.createdAt, communityComments.id], ({ after, key, orderBy, limit }) =>
        db
          .select({ row: getTableColumns(communityComments), key })
          .from(communityComments)
          .where(and(eq(communityComments.userId, userId), after))
          .orderBy(...orderBy)
          .limit(limit),
      ),
      likes: pagedRows([communityLikes.postId], ({ after, key, orderBy, limit }) =>
        db
          .select({ row: { postId: communityLikes.postId, createdAt: communityLikes.createdAt }, key })
          .from(communityLikes)
          .where(and(eq(communityLikes.userId, userId), after))
          .orderBy(...orderBy)
          .limit(limit),
      ),
      favorites: pagedRows([communityFavorites.postId], ({ after, key, orderBy, limit }) =>
        db
          .select({ row: { postId: communityFavorites.postId, createdAt: communityFavorites.createdAt }, key })
          .from(communityFavorites)
          .where(and(eq(communityFavorites.userId, userId), after))
          .orderBy(...orderBy)
          .limit(limit),
      ),
      reports,
      safetyFlags,
      blocked: blocked[0] ?? null,
    };
  },
};
