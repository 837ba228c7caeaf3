import { asc, eq } from 'drizzle-orm';
import {
  blockedUsers,
  communityComments,
  communityFavorites,
  communityLikes,
  communityPosts,
  communityReports,
} from '../../db/schema';
import type { DataExporter } from '../account/account.service';

/** Her posts (deleted ones too, as they are still kept), comments, likes, favourites and reports. */
export const communityExporter: DataExporter = {
  name: 'community',
  async collect(db, userId) {
    const [posts, comments, likes, favorites, reports, blocked] = await Promise.all([
      db.select().from(communityPosts).where(eq(communityPosts.userId, userId)).orderBy(asc(communityPosts.createdAt)),
      db
        .select()
        .from(communityComments)
        .where(eq(communityComments.userId, userId))
        .orderBy(asc(communityComments.createdAt)),
      db
        .select({ postId: communityLikes.postId, createdAt: communityLikes.createdAt })
        .from(communityLikes)
        .where(eq(communityLikes.userId, userId)),
      db
        .select({ postId: communityFavorites.postId, createdAt: communityFavorites.createdAt })
        .from(communityFavorites)
        .where(eq(communityFavorites.userId, userId)),
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
    ]);
    return { posts, comments, likes, favorites, reports, blocked: blocked[0] ?? null };
  },
};
