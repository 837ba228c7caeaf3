ALTER TABLE "appointments" ADD COLUMN "import_hash" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "import_version" integer;--> statement-breakpoint
ALTER TABLE "growth_measurements" ADD COLUMN "import_hash" text;--> statement-breakpoint
ALTER TABLE "data_imports" ADD COLUMN "updated" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "data_imports" ADD COLUMN "kept" integer DEFAULT 0 NOT NULL;