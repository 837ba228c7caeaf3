CREATE TABLE "food_items_by_age" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"min_age_months" integer NOT NULL,
	"benefits" text NOT NULL,
	"preparation_tips" text NOT NULL,
	CONSTRAINT "food_items_by_age_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "mother_guides" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sections" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plv_foods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"icon" text NOT NULL,
	"allowed" boolean NOT NULL,
	"alternative_foods" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "plv_foods_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"difficulty" text NOT NULL,
	"prep_time_minutes" integer NOT NULL,
	"servings" integer NOT NULL,
	"is_aplv_friendly" boolean NOT NULL,
	"min_age_months" integer NOT NULL,
	"ingredients" text[] NOT NULL,
	"instructions" text[] NOT NULL,
	"nutritional_info" text,
	CONSTRAINT "recipes_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "saved_ai_tips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"tip_content" text NOT NULL,
	"tip_category" text DEFAULT 'alimentacao' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_ai_tips" ADD CONSTRAINT "saved_ai_tips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "food_items_by_age_min_age_idx" ON "food_items_by_age" USING btree ("min_age_months");--> statement-breakpoint
CREATE INDEX "recipes_min_age_idx" ON "recipes" USING btree ("min_age_months");--> statement-breakpoint
CREATE INDEX "saved_ai_tips_user_created_idx" ON "saved_ai_tips" USING btree ("user_id","created_at");