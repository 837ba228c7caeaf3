CREATE TABLE "consultations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"baby_id" uuid NOT NULL,
	"user_id" text,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"place" text,
	"notes" text,
	"remind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medicine_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"baby_id" uuid NOT NULL,
	"user_id" text,
	"event_id" uuid,
	"medicine" text NOT NULL,
	"dose" text,
	"every_hours" smallint NOT NULL,
	"first_dose_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicine_schedules_every_hours" CHECK ("medicine_schedules"."every_hours" between 1 and 24)
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"device" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"baby_id" uuid,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"occurrence" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sent_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"consultation_id" uuid,
	"schedule_id" uuid,
	"answer" text,
	"push_retry_at" timestamp with time zone,
	"push_retry_subscriptions" uuid[],
	"push_attempts" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "quiet_start" smallint DEFAULT 1320 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "quiet_end" smallint DEFAULT 420 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "daily_time" smallint DEFAULT 540 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "time_zone" text DEFAULT 'America/Sao_Paulo' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_baby_id_babies_id_fk" FOREIGN KEY ("baby_id") REFERENCES "public"."babies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_schedules" ADD CONSTRAINT "medicine_schedules_baby_id_babies_id_fk" FOREIGN KEY ("baby_id") REFERENCES "public"."babies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_schedules" ADD CONSTRAINT "medicine_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_schedules" ADD CONSTRAINT "medicine_schedules_event_id_appointments_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_baby_id_babies_id_fk" FOREIGN KEY ("baby_id") REFERENCES "public"."babies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_schedule_id_medicine_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."medicine_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultations_baby_starts_idx" ON "consultations" USING btree ("baby_id","starts_at");--> statement-breakpoint
CREATE INDEX "medicine_schedules_baby_idx" ON "medicine_schedules" USING btree ("baby_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_occurrence_idx" ON "reminders" USING btree ("user_id","kind","subject","occurrence");--> statement-breakpoint
CREATE INDEX "reminders_due_idx" ON "reminders" USING btree ("due_at") WHERE "reminders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reminders_push_retry_idx" ON "reminders" USING btree ("push_retry_at") WHERE "reminders"."push_retry_at" is not null;--> statement-breakpoint
CREATE INDEX "reminders_user_sent_idx" ON "reminders" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "reminders_consultation_idx" ON "reminders" USING btree ("consultation_id");--> statement-breakpoint
CREATE INDEX "reminders_schedule_idx" ON "reminders" USING btree ("schedule_id");--> statement-breakpoint
CREATE INDEX "reminders_baby_idx" ON "reminders" USING btree ("baby_id");