CREATE TABLE "sus_vaccine_calendar" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" text NOT NULL,
	"vaccine_name" text NOT NULL,
	"dose_number" integer NOT NULL,
	"dose_label" text NOT NULL,
	"description" text NOT NULL,
	"age_display" text NOT NULL,
	"recommended_age_months" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vaccine_calendar_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"valid_from" date NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vaccines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"baby_id" uuid NOT NULL,
	"vaccine_name" text NOT NULL,
	"dose_number" integer DEFAULT 1 NOT NULL,
	"application_date" date NOT NULL,
	"status" text DEFAULT 'aplicada' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "babies" ADD COLUMN "vaccine_onboarding_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sus_vaccine_calendar" ADD CONSTRAINT "sus_vaccine_calendar_version_id_vaccine_calendar_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."vaccine_calendar_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccines" ADD CONSTRAINT "vaccines_baby_id_babies_id_fk" FOREIGN KEY ("baby_id") REFERENCES "public"."babies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sus_vaccine_calendar_dose_idx" ON "sus_vaccine_calendar" USING btree ("version_id","vaccine_name","dose_number");--> statement-breakpoint
CREATE INDEX "sus_vaccine_calendar_age_idx" ON "sus_vaccine_calendar" USING btree ("version_id","recommended_age_months");--> statement-breakpoint
CREATE UNIQUE INDEX "vaccines_baby_dose_idx" ON "vaccines" USING btree ("baby_id","vaccine_name","dose_number");--> statement-breakpoint
CREATE INDEX "vaccines_baby_date_idx" ON "vaccines" USING btree ("baby_id","application_date");