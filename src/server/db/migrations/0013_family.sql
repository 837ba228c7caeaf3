CREATE TABLE "baby_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"baby_id" uuid NOT NULL,
	"invited_by" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "baby_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "baby_members" (
	"baby_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"selected_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "baby_members_baby_id_user_id_pk" PRIMARY KEY("baby_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "babies" DROP CONSTRAINT "babies_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "babies" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "vaccines" ADD COLUMN "recorded_by" text;--> statement-breakpoint
ALTER TABLE "baby_invitations" ADD CONSTRAINT "baby_invitations_baby_id_babies_id_fk" FOREIGN KEY ("baby_id") REFERENCES "public"."babies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baby_invitations" ADD CONSTRAINT "baby_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baby_invitations" ADD CONSTRAINT "baby_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baby_members" ADD CONSTRAINT "baby_members_baby_id_babies_id_fk" FOREIGN KEY ("baby_id") REFERENCES "public"."babies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baby_members" ADD CONSTRAINT "baby_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "baby_invitations_baby_id_idx" ON "baby_invitations" USING btree ("baby_id");--> statement-breakpoint
CREATE INDEX "baby_invitations_invited_by_idx" ON "baby_invitations" USING btree ("invited_by","created_at");--> statement-breakpoint
CREATE INDEX "baby_members_user_id_idx" ON "baby_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "babies" ADD CONSTRAINT "babies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccines" ADD CONSTRAINT "vaccines_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "baby_members" ("baby_id", "user_id", "role", "created_at")
  SELECT "id", "user_id", 'responsavel', "created_at" FROM "babies" WHERE "user_id" IS NOT NULL;--> statement-breakpoint
UPDATE "vaccines" SET "recorded_by" = "babies"."user_id" FROM "babies" WHERE "babies"."id" = "vaccines"."baby_id";
