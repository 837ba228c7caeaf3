CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"day" date,
	"file" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"with_media" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "backup_runs_daily_day_idx" ON "backup_runs" USING btree ("day") WHERE "backup_runs"."reason" = 'daily';