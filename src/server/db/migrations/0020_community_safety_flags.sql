CREATE TABLE "community_safety_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"comment_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_safety_flags" ADD CONSTRAINT "community_safety_flags_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_safety_flags" ADD CONSTRAINT "community_safety_flags_comment_id_community_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."community_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_safety_flags_status_created_at_idx" ON "community_safety_flags" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "community_safety_flags_post_id_idx" ON "community_safety_flags" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "community_safety_flags_comment_id_idx" ON "community_safety_flags" USING btree ("comment_id");