ALTER TABLE "data_imports" ADD COLUMN "upload" bytea;--> statement-breakpoint
ALTER TABLE "data_imports" ADD COLUMN "total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_imports" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "data_imports" ADD COLUMN "claim" uuid;--> statement-breakpoint
ALTER TABLE "data_imports" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
UPDATE "data_imports" SET "total" = coalesce(("summary"->>'mamadas')::int, 0) + coalesce(("summary"->>'sonos')::int, 0) + coalesce(("summary"->>'fraldas')::int, 0) + coalesce(("summary"->>'remedios')::int, 0) + coalesce(("summary"->>'outros')::int, 0) + coalesce(("summary"->>'medidas')::int, 0);
