CREATE TABLE "care_timers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"baby_id" uuid NOT NULL,
	"user_id" text,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"side" text,
	"side_since" timestamp with time zone,
	"left_seconds" integer DEFAULT 0 NOT NULL,
	"right_seconds" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "feeding" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "left_seconds" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "right_seconds" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "bottle_ml" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "milk" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "diaper" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "medicine" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "dose" text;--> statement-breakpoint
ALTER TABLE "care_timers" ADD CONSTRAINT "care_timers_baby_id_babies_id_fk" FOREIGN KEY ("baby_id") REFERENCES "public"."babies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_timers" ADD CONSTRAINT "care_timers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "care_timers_baby_kind_idx" ON "care_timers" USING btree ("baby_id","kind");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_ended_after_start" CHECK ("appointments"."ended_at" is null or "appointments"."ended_at" > "appointments"."appointment_date");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_bottle_ml" CHECK ("appointments"."bottle_ml" is null or "appointments"."bottle_ml" between 1 and 500);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_side_seconds" CHECK (coalesce("appointments"."left_seconds", 0) >= 0 and coalesce("appointments"."right_seconds", 0) >= 0);