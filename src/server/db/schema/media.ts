import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MEDIA_FILE_KINDS } from '../../../domain/media/media-access';
import { babies } from './account';
import { users } from './auth';
import { communityPosts } from './community';

/**
 * Every uploaded file. `name` is its public name (`/media/{name}`): random, at least 128 bits, so
 * it tells nothing about whose it is or when it came. The file lies in storage under
 * `{ownerId}/{name}`, so an account's files can be removed together; a file uploaded before
 * migration 0011 lies under `legacy_key` until the start-up step moves it there.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    name: text('name').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MEDIA_FILE_KINDS }).notNull(),
    /** A baby photo's baby; a baby removed leaves the photo to the sweep. */
    babyId: uuid('baby_id').references(() => babies.id, { onDelete: 'set null' }),
    /** A community file's post, once attached; a post removed leaves the file to the sweep. */
    postId: uuid('post_id').references(() => communityPosts.id, { onDelete: 'set null' }),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    legacyKey: text('legacy_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The quota sums one owner's files.
    index('media_files_owner_id_idx').on(t.ownerId),
    index('media_files_baby_id_idx').on(t.babyId),
    index('media_files_post_id_idx').on(t.postId),
    // The sweep reads uploads never attached, oldest first.
    index('media_files_unattached_idx').on(t.createdAt).where(sql`${t.kind} = 'community' and ${t.postId} is null`),
    index('media_files_legacy_idx').on(t.name).where(sql`${t.legacyKey} is not null`),
  ],
);

/**
 * Uploads per account in the current hour: one row per account, claimed by an atomic upsert, so
 * the limit holds across several app processes. The row's lock also makes one account's uploads
 * check the quota one at a time.
 */
export const mediaUploadWindows = pgTable('media_upload_windows', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  uploads: integer('uploads').notNull(),
});
