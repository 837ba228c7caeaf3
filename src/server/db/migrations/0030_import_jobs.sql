ALTER TABLE "data_imports" ADD COLUMN "upload" bytea;--> statement-breakpoint
ALTER TABLE "data_imports" ADD COLUMN "total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_imports" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "data_imports" ADD COLUMN "claim" uuid;--> statement-breakpoint
ALTER TABLE "data_imports" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
UPDATE "data_imports" SET "total" = ("summary"->>'mamadas')::int + ("summary"->>'sonos')::int + ("summary"->>'fraldas')::int + ("summary"->>'remedios')::int + ("summary"->>'outros')::int + ("summary"->>'medidas')::int;
