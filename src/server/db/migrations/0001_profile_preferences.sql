CREATE TABLE "notification_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"vaccines" boolean NOT NULL,
	"appointments" boolean NOT NULL,
	"feeding" boolean NOT NULL,
	"sleep" boolean NOT NULL,
	"diaper" boolean NOT NULL,
	"medication" boolean NOT NULL,
	"growth" boolean NOT NULL,
	"tips" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;