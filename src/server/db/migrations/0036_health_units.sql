CREATE TABLE "health_unit_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"staff_user_id" text,
	"staff_name" text NOT NULL,
	"baby_id" uuid NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_unit_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"baby_id" uuid NOT NULL,
	"staff_user_id" text,
	"kind" text NOT NULL,
	"note" text,
	"vaccine_name" text,
	"dose_number" integer,
	"applied_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_unit_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"baby_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"text_version" text NOT NULL,
	"given_by" text,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text
);
--> statement-breakpoint
CREATE TABLE "health_unit_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "health_unit_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "health_unit_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unit_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "health_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"cnes" text,
	"municipality" text NOT NULL,
	"address" text NOT NULL,
	"opening_hours" text NOT NULL,
	"invite_code" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "health_unit_access_log" ADD CONSTRAINT "health_unit_access_log_unit_id_health_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."health_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_unit_access_log" ADD CONSTRAINT "health_unit_access_log_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_unit_access_log" ADD CONSTRAINT "health_unit_access_log_baby_id_babies_id_fk" FOREIGN KEY ("baby_id") REFERENCES "public"."babies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_unit_actions" ADD CONSTRAINT "health_unit_actions_unit_id_health_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."health_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_unit_actions" ADD CONSTRAINT "health_unit_actions_baby_id_babies_id_fk" FOREIGN KEY ("baby_id") REFERENCES "public"."babies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_unit_actions" ADD CONSTRAINT "health_unit_actions_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_unit_consents" ADD CONSTRAINT "health_unit_consents_baby_id_babies_id_fk" FOREIGN KEY ("baby_id") REFERENCES "public"."babies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_unit_consents" ADD CONSTRAINT "health_unit_consents_unit_id_health_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."health_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_unit_consents" ADD CONSTRAINT "health_unit_consents_given_by_users_id_fk" FOREIGN KEY ("given_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_unit_consents" ADD CONSTRAINT "health_unit_consents_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_unit_invitations" ADD CONSTRAINT "health_unit_invitations_unit_id_health_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."health_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_unit_invitations" ADD CONSTRAINT "health_unit_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_unit_invitations" ADD CONSTRAINT "health_unit_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_unit_members" ADD CONSTRAINT "health_unit_members_unit_id_health_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."health_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_unit_members" ADD CONSTRAINT "health_unit_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_units" ADD CONSTRAINT "health_units_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_unit_access_log_baby_idx" ON "health_unit_access_log" USING btree ("baby_id","at");--> statement-breakpoint
CREATE INDEX "health_unit_access_log_unit_idx" ON "health_unit_access_log" USING btree ("unit_id","at");--> statement-breakpoint
CREATE INDEX "health_unit_actions_baby_idx" ON "health_unit_actions" USING btree ("baby_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "health_unit_actions_unit_idx" ON "health_unit_actions" USING btree ("unit_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "health_unit_consents_baby_in_force_idx" ON "health_unit_consents" USING btree ("baby_id") WHERE "health_unit_consents"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "health_unit_consents_unit_in_force_idx" ON "health_unit_consents" USING btree ("unit_id","baby_id") WHERE "health_unit_consents"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "health_unit_invitations_unit_idx" ON "health_unit_invitations" USING btree ("unit_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "health_unit_members_active_user_idx" ON "health_unit_members" USING btree ("user_id") WHERE "health_unit_members"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "health_unit_members_unit_idx" ON "health_unit_members" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "health_units_invite_code_idx" ON "health_units" USING btree ("invite_code");--> statement-breakpoint
CREATE FUNCTION "health_unit_access_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'health_unit_access_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "health_unit_access_log_no_update" BEFORE UPDATE ON "health_unit_access_log"
  FOR EACH ROW EXECUTE FUNCTION "health_unit_access_log_append_only"();
