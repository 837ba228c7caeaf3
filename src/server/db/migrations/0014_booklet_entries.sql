CREATE TABLE "booklet_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"baby_id" uuid NOT NULL,
	"list" text NOT NULL,
	"value" text NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booklet_entries" ADD CONSTRAINT "booklet_entries_baby_id_babies_id_fk" FOREIGN KEY ("baby_id") REFERENCES "public"."babies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booklet_entries" ADD CONSTRAINT "booklet_entries_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booklet_entries_baby_id_idx" ON "booklet_entries" USING btree ("baby_id","list","created_at");--> statement-breakpoint
INSERT INTO "booklet_entries" ("baby_id", "list", "value", "recorded_by", "created_at")
  SELECT b."id", 'allergies', e."value", b."user_id", b."created_at" + e."n" * interval '1 millisecond'
  FROM "babies" b, unnest(b."allergies") WITH ORDINALITY AS e("value", "n");--> statement-breakpoint
INSERT INTO "booklet_entries" ("baby_id", "list", "value", "recorded_by", "created_at")
  SELECT b."id", 'healthConditions', e."value", b."user_id", b."created_at" + e."n" * interval '1 millisecond'
  FROM "babies" b, unnest(b."health_conditions") WITH ORDINALITY AS e("value", "n");--> statement-breakpoint
ALTER TABLE "babies" DROP COLUMN "allergies";--> statement-breakpoint
ALTER TABLE "babies" DROP COLUMN "health_conditions";