CREATE TABLE "data_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"baby_id" uuid,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"summary" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"unread" jsonb NOT NULL,
	"written" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "import_key" text;--> statement-breakpoint
ALTER TABLE "growth_measurements" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "growth_measurements" ADD COLUMN "import_key" text;--> statement-breakpoint
ALTER TABLE "data_imports" ADD CONSTRAINT "data_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_imports" ADD CONSTRAINT "data_imports_baby_id_babies_id_fk" FOREIGN KEY ("baby_id") REFERENCES "public"."babies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_imports_user_id_idx" ON "data_imports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "data_imports_baby_id_idx" ON "data_imports" USING btree ("baby_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_import_id_data_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."data_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_measurements" ADD CONSTRAINT "growth_measurements_import_id_data_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."data_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_baby_import_key_idx" ON "appointments" USING btree ("baby_id","import_key");--> statement-breakpoint
CREATE INDEX "appointments_import_id_idx" ON "appointments" USING btree ("import_id");--> statement-breakpoint
CREATE UNIQUE INDEX "growth_measurements_baby_import_key_idx" ON "growth_measurements" USING btree ("baby_id","import_key");--> statement-breakpoint
CREATE INDEX "growth_measurements_import_id_idx" ON "growth_measurements" USING btree ("import_id");