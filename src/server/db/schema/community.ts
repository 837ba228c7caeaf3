import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const communityPosts = pgTable(
  'community_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    category: text('category').notNull(),
    mediaUrls: text('media_urls').array().notNull().default(sql`'{}'::text[]`),
    mediaTypes: text('media_types').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    /** Hidden from the feed by a moderator without being deleted. */
    isModerated: boolean('is_moderated').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: text('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    deletionReason: text('deletion_reason'),
  },
  (t) => [
    // The feed reads visible posts newest first with a (created_at, id) cursor, scanning backwards.
    index('community_posts_feed_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null and ${t.isModerated} = false`),
    // Repetition and flooding checks read the author's latest posts.
    index('community_posts_user_id_created_at_idx').on(t.userId, t.createdAt),
  ],
);

export const communityLikes = pgTable(
  'community_likes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  // One like per mother per post; the same index counts a post's likes and answers "liked by me".
  (t) => [
    uniqueIndex('community_likes_post_id_user_id_idx').on(t.postId, t.userId),
    index('community_likes_user_id_idx').on(t.userId),
  ],
);

export const communityComments = pgTable(
  'community_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('community_comments_post_id_created_at_idx').on(t.postId, t.createdAt, t.id),
    index('community_comments_user_id_created_at_idx').on(t.userId, t.createdAt),
  ],
);

export const communityFavorites = pgTable(
  'community_favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    // The Favoritos tab reads one mother's favourites newest first.
    index('community_favorites_user_id_created_at_idx').on(t.userId, t.createdAt, t.postId),
    index('community_favorites_post_id_idx').on(t.postId),
  ],
);

export const communityReports = pgTable(
  'community_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'resolved', 'dismissed'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('community_reports_post_id_reporter_id_idx').on(t.postId, t.reporterId),
    index('community_reports_status_created_at_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A post or a comment whose author wrote of a crisis or of an emergency now: the moderators see
 * it as "Possível crise" at the top of their queue until one of them has looked at it. Nobody
 * else reads this table.
 */
export const communitySafetyFlags = pgTable(
  'community_safety_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => communityComments.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'reviewed'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    index('community_safety_flags_status_created_at_idx').on(t.status, t.createdAt),
    index('community_safety_flags_post_id_idx').on(t.postId),
    index('community_safety_flags_comment_id_idx').on(t.commentId),
  ],
);

/** Mothers who may read the community but not post, comment or like. */
export const blockedUsers = pgTable('blocked_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  blockedBy: text('blocked_by').references(() => users.id, { onDelete: 'set null' }),
  blockedAt: timestamp('blocked_at', { withTimezone: true }).notNull().defaultNow(),
});
