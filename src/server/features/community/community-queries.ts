import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { COMMENTS_PAGE_SIZE, FEED_PAGE_SIZE } from '../../../domain/community/community';
import { isSensibleInstant } from '../../../domain/dates';
import { UNNAMED_MOTHER } from '../../../domain/profile/profile.schema';
import type { Db } from '../../db/client';
import { oncePerDb, prepareSql } from '../../db/prepared';
import { AppError } from '../../http/app-error';
import { isUuid } from '../../http/request-values';
import { profileAvatarOf, profileNameOf } from '../profile/profile.service';
import { isAdminSql } from '../roles/roles.service';

export interface Author {
  id: string;
  name: string;
  avatarUrl: string | null;
  isAdmin: boolean;
}

export interface PostView {
  id: string;
  content: string;
  category: string;
  media: { url: string; type: 'image' | 'video' }[];
  createdAt: string;
  author: Author;
  likeCount: number;
  commentCount: number;
  likedByMe: boolean;
  favoritedByMe: boolean;
}

export interface CommentView {
  id: string;
  postId: string;
  content: string;
  createdAt: string;
  author: Author;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** A position in a list ordered by (time, id): the last row of the page before. */
interface Cursor {
  at: string;
  id: string;
}

const CURSOR_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  const [at, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (!at || !id || !CURSOR_AT.test(at) || !isSensibleInstant(at) || !isUuid(id)) throw new AppError('bad_cursor');
  return { at, id };
}

const encodeCursor = (cursor: Cursor) => Buffer.from(`${cursor.at}|${cursor.id}`).toString('base64url');

// Microseconds matter: a cursor rounded to milliseconds could skip or repeat a post.
const cursorText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

interface PostRow extends Record<string, unknown> {
  id: string;
  content: string;
  category: string;
  media_urls: string[];
  media_types: string[];
  created_at: string | Date;
  cursor_at: string;
  cursor_id: string;
  user_id: string;
  author_name: string | null;
  avatar_url: string | null;
  author_is_admin: boolean;
  like_count: number;
  comment_count: number;
  liked_by_me: boolean;
  favorited_by_me: boolean;
}

/** The author's name, avatar and admin badge, each asked of the feature that owns it. */
const authorColumns = (userId: SQL) =>
  sql`${profileNameOf(userId)} as author_name, ${profileAvatarOf(userId)} as avatar_url,
      ${isAdminSql(userId)} as author_is_admin`;

/**
 * Counts and "by me" come from the indexes of likes, comments and favourites, for the page's
 * posts only: the page is chosen first, so the cost does not grow with the size of those tables.
 */
function withPostDetails(page: SQL, viewerId: string | Placeholder) {
  return sql`
    select page.*, ${authorColumns(sql`page.user_id`)},
      (select count(*) from community_likes l where l.post_id = page.id)::int as like_count,
      (select count(*) from community_comments c where c.post_id = page.id)::int as comment_count,
      exists (select 1 from community_likes l where l.post_id = page.id and l.user_id = ${viewerId}) as liked_by_me,
      exists (select 1 from community_favorites f where f.post_id = page.id and f.user_id = ${viewerId}) as favorited_by_me
    from (${page}) page
    order by page.cursor_at desc, page.cursor_id desc`;
}

const POST_COLUMNS = sql`p.id, p.content, p.category, p.media_urls, p.media_types, p.created_at, p.user_id`;
const VISIBLE = sql`p.deleted_at is null and p.is_moderated = false`;

function toPostView(row: PostRow): PostView {
  return {
    id: row.id,
    content: row.content,
    category: row.category,
    media: row.media_urls.map((url, i) => ({ url, type: row.media_types[i] === 'video' ? 'video' : 'image' })),
    createdAt: new Date(row.created_at).toISOString(),
    author: {
      id: row.user_id,
      name: row.author_name ?? UNNAMED_MOTHER,
      avatarUrl: row.avatar_url,
      isAdmin: row.author_is_admin,
    },
    likeCount: row.like_count,
    commentCount: row.comment_count,
    likedByMe: row.liked_by_me,
    favoritedByMe: row.favorited_by_me,
  };
}

function toPage(rows: PostRow[], size: number): Page<PostView> {
  const items = rows.slice(0, size);
  const last = rows.length > size ? items[items.length - 1] : undefined;
  return {
    items: items.map(toPostView),
    nextCursor: last ? encodeCursor({ at: last.cursor_at, id: last.cursor_id }) : null,
  };
}

/**
 * The feed's first page, and a page after a cursor (`at`, `id`), for placeholder `viewerId`. The
 * limit is written into the statement: as a parameter, PostgreSQL would price the cached plan for
 * a tenth of the table, keep planning it on every request, and gain nothing from preparing it.
 */
const feedPages = oncePerDb((db) => {
  const page = (after: SQL) => sql`
    select ${POST_COLUMNS}, ${cursorText(sql`p.created_at`)} as cursor_at, p.id as cursor_id
    from community_posts p
    where ${VISIBLE} ${after}
    order by p.created_at desc, p.id desc
    limit ${sql.raw(String(FEED_PAGE_SIZE + 1))}`;
  const viewer = sql.placeholder('viewerId');
  const after = sql`and (p.created_at, p.id) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::uuid)`;
  return {
    first: prepareSql<PostRow>(db, 'community_feed_first_page', withPostDetails(page(sql``), viewer)),
    next: prepareSql<PostRow>(db, 'community_feed_next_page', withPostDetails(page(after), viewer)),
  };
});

/** Visible posts, newest first, twenty at a time. */
export async function listFeed(db: Db, viewerId: string, cursor: Cursor | null): Promise<Page<PostView>> {
  const pages = feedPages(db);
  const result = await (cursor ? pages.next.execute({ viewerId, ...cursor }) : pages.first.execute({ viewerId }));
  return toPage(result.rows, FEED_PAGE_SIZE);
}

/** The mother's favourites, the most recently favourited first. */
export async function listFavorites(db: Db, viewerId: string, cursor: Cursor | null): Promise<Page<PostView>> {
  const after = cursor
    ? sql`and (fav.created_at, fav.post_id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
  const page = sql`
    select ${POST_COLUMNS}, ${cursorText(sql`fav.created_at`)} as cursor_at, fav.post_id as cursor_id
    from community_favorites fav
    join community_posts p on p.id = fav.post_id
    where fav.user_id = ${viewerId} and ${VISIBLE} ${after}
    order by fav.created_at desc, fav.post_id desc
    limit ${FEED_PAGE_SIZE + 1}`;
  const result = await db.execute<PostRow>(withPostDetails(page, viewerId));
  return toPage(result.rows, FEED_PAGE_SIZE);
}

/** One visible post as the feed shows it, or null. */
export async function findPostView(db: Db, viewerId: string, postId: string): Promise<PostView | null> {
  if (!isUuid(postId)) return null;
  const page = sql`
    select ${POST_COLUMNS}, ${cursorText(sql`p.created_at`)} as cursor_at, p.id as cursor_id
    from community_posts p where p.id = ${postId} and ${VISIBLE}`;
  const result = await db.execute<PostRow>(withPostDetails(page, viewerId));
  return result.rows[0] ? toPostView(result.rows[0]) : null;
}

interface CommentRow extends Record<string, unknown> {
  id: string;
  post_id: string;
  content: string;
  created_at: string | Date;
  cursor_at: string;
  user_id: string;
  author_name: string | null;
  avatar_url: string | null;
  author_is_admin: boolean;
}

export function toCommentView(row: CommentRow): CommentView {
  return {
    id: row.id,
    postId: row.post_id,
    content: row.content,
    createdAt: new Date(row.created_at).toISOString(),
    author: {
      id: row.user_id,
      name: row.author_name ?? UNNAMED_MOTHER,
      avatarUrl: row.avatar_url,
      isAdmin: row.author_is_admin,
    },
  };
}

function commentsQuery(where: SQL, limit: number) {
  return sql`
    select c.id, c.post_id, c.content, c.created_at, c.user_id, ${cursorText(sql`c.created_at`)} as cursor_at,
      ${authorColumns(sql`c.user_id`)}
    from community_comments c
    where ${where}
    order by c.created_at, c.id
    limit ${limit}`;
}

/** A post's comments, oldest first, a page at a time. */
export async function listComments(db: Db, postId: string, cursor: Cursor | null): Promise<Page<CommentView>> {
  const after = cursor ? sql`and (c.created_at, c.id) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;
  const result = await db.execute<CommentRow>(
    commentsQuery(sql`c.post_id = ${postId} ${after}`, COMMENTS_PAGE_SIZE + 1),
  );
  const rows = result.rows.slice(0, COMMENTS_PAGE_SIZE);
  const last = result.rows.length > COMMENTS_PAGE_SIZE ? rows[rows.length - 1] : undefined;
  return {
    items: rows.map(toCommentView),
    nextCursor: last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null,
  };
}

export async function findCommentView(db: Db, commentId: string): Promise<CommentView | null> {
  const result = await db.execute<CommentRow>(commentsQuery(sql`c.id = ${commentId}`, 1));
  return result.rows[0] ? toCommentView(result.rows[0]) : null;
}
