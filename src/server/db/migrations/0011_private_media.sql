CREATE TABLE "media_files" (
	"name" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"baby_id" uuid,
	"post_id" uuid,
	"size_bytes" bigint NOT NULL,
	"legacy_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_upload_windows" (
	"user_id" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"uploads" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_baby_id_babies_id_fk" FOREIGN KEY ("baby_id") REFERENCES "public"."babies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_upload_windows" ADD CONSTRAINT "media_upload_windows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_owner_id_idx" ON "media_files" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "media_files_baby_id_idx" ON "media_files" USING btree ("baby_id");--> statement-breakpoint
CREATE INDEX "media_files_post_id_idx" ON "media_files" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "media_files_unattached_idx" ON "media_files" USING btree ("created_at") WHERE "media_files"."kind" = 'community' and "media_files"."post_id" is null;--> statement-breakpoint
CREATE INDEX "media_files_legacy_idx" ON "media_files" USING btree ("name") WHERE "media_files"."legacy_key" is not null;--> statement-breakpoint
-- Files uploaded before this migration were stored and served as /media/{userId}/{kind}-{milliseconds}
-- to anyone who asked (issue #18). Each one a profile, a baby or a post points at gets a random
-- public name here (two random UUIDs: 244 random bits) and the reference is rewritten; an old
-- address answers 404 from now on. SQL cannot move files on a disk or in a bucket: the file keeps
-- its old key in legacy_key, and is served from there, until the start-up step moves it to
-- {ownerId}/{name} and reads its size (docs/decisions/012-private-media.md).
INSERT INTO "media_files" ("name", "owner_id", "kind", "size_bytes", "legacy_key")
SELECT replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') || substring(p."avatar_url" from '(\.(jpg|png|webp))$'),
  p."id", 'avatar', 0, substr(p."avatar_url", 8)
FROM "profiles" p
WHERE p."avatar_url" ~ '^/media/[A-Za-z0-9_-]{1,64}/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}\.(jpg|png|webp)$'
  AND split_part(substr(p."avatar_url", 8), '/', 1) = p."id";
--> statement-breakpoint
INSERT INTO "media_files" ("name", "owner_id", "kind", "size_bytes", "legacy_key")
SELECT replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') || substring(p."chat_background_url" from '(\.(jpg|png|webp))$'),
  p."id", 'chat_background', 0, substr(p."chat_background_url", 8)
FROM "profiles" p
WHERE p."chat_background_url" ~ '^/media/[A-Za-z0-9_-]{1,64}/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}\.(jpg|png|webp)$'
  AND split_part(substr(p."chat_background_url", 8), '/', 1) = p."id";
--> statement-breakpoint
INSERT INTO "media_files" ("name", "owner_id", "kind", "baby_id", "size_bytes", "legacy_key")
SELECT replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') || substring(b."photo_url" from '(\.(jpg|png|webp))$'),
  b."user_id", 'baby_photo', b."id", 0, substr(b."photo_url", 8)
FROM "babies" b
WHERE b."photo_url" ~ '^/media/[A-Za-z0-9_-]{1,64}/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}\.(jpg|png|webp)$'
  AND split_part(substr(b."photo_url", 8), '/', 1) = b."user_id";
--> statement-breakpoint
-- A file that two posts pointed at belongs to one of them (a visible one first); both keep showing
-- it while that post is visible. A deleted post's files are left unattached, with the post's
-- time, so the sweep removes them 24 hours after the post was made.
INSERT INTO "media_files" ("name", "owner_id", "kind", "post_id", "size_bytes", "legacy_key", "created_at")
SELECT DISTINCT ON (x."url")
  replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') || substring(x."url" from '(\.(jpg|png|webp|mp4|mov))$'),
  p."user_id", 'community', CASE WHEN p."deleted_at" IS NULL THEN p."id" END, 0, substr(x."url", 8), p."created_at"
FROM "community_posts" p CROSS JOIN LATERAL unnest(p."media_urls") AS x("url")
WHERE x."url" ~ '^/media/[A-Za-z0-9_-]{1,64}/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}\.(jpg|png|webp|mp4|mov)$'
  AND split_part(substr(x."url", 8), '/', 1) = p."user_id"
ORDER BY x."url", (p."deleted_at" IS NULL AND NOT p."is_moderated") DESC, p."created_at";
--> statement-breakpoint
UPDATE "profiles" p SET "avatar_url" = '/media/' || m."name"
FROM "media_files" m
WHERE m."kind" = 'avatar' AND m."owner_id" = p."id" AND m."legacy_key" = substr(p."avatar_url", 8);
--> statement-breakpoint
UPDATE "profiles" p SET "chat_background_url" = '/media/' || m."name"
FROM "media_files" m
WHERE m."kind" = 'chat_background' AND m."owner_id" = p."id" AND m."legacy_key" = substr(p."chat_background_url", 8);
--> statement-breakpoint
UPDATE "babies" b SET "photo_url" = '/media/' || m."name"
FROM "media_files" m
WHERE m."kind" = 'baby_photo' AND m."baby_id" = b."id" AND m."legacy_key" = substr(b."photo_url", 8);
--> statement-breakpoint
-- An old address that matched no file of its owner would only answer 404: the photo is cleared.
UPDATE "profiles" SET "avatar_url" = NULL WHERE "avatar_url" LIKE '/media/%/%';
--> statement-breakpoint
UPDATE "profiles" SET "chat_background_url" = NULL WHERE "chat_background_url" LIKE '/media/%/%';
--> statement-breakpoint
UPDATE "babies" SET "photo_url" = NULL WHERE "photo_url" LIKE '/media/%/%';
--> statement-breakpoint
UPDATE "community_posts" p SET "media_urls" = ARRAY(
  SELECT coalesce('/media/' || m."name", x."url")
  FROM unnest(p."media_urls") WITH ORDINALITY AS x("url", "i")
  LEFT JOIN "media_files" m ON m."kind" = 'community' AND m."owner_id" = p."user_id" AND m."legacy_key" = substr(x."url", 8)
  ORDER BY x."i")
WHERE cardinality(p."media_urls") > 0;
