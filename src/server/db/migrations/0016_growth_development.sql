CREATE TABLE "growth_measurements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"baby_id" uuid NOT NULL,
	"recorded_by" text,
	"measured_on" date NOT NULL,
	"weight_kg" numeric(6, 3),
	"length_cm" numeric(4, 1),
	"position" text,
	"head_cm" numeric(4, 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "growth_measurements_some_value" CHECK (coalesce("growth_measurements"."weight_kg", "growth_measurements"."length_cm", "growth_measurements"."head_cm") is not null),
	CONSTRAINT "growth_measurements_weight" CHECK ("growth_measurements"."weight_kg" is null or "growth_measurements"."weight_kg" between 0.3 and 40),
	CONSTRAINT "growth_measurements_length" CHECK ("growth_measurements"."length_cm" is null or "growth_measurements"."length_cm" between 30 and 130),
	CONSTRAINT "growth_measurements_head" CHECK ("growth_measurements"."head_cm" is null or "growth_measurements"."head_cm" between 20 and 60),
	CONSTRAINT "growth_measurements_position" CHECK (("growth_measurements"."length_cm" is null) = ("growth_measurements"."position" is null))
);
--> statement-breakpoint
CREATE TABLE "milestone_marks" (
	"baby_id" uuid NOT NULL,
	"milestone_id" text NOT NULL,
	"mark" text NOT NULL,
	"marked_on" date NOT NULL,
	"recorded_by" text,
	CONSTRAINT "milestone_marks_baby_id_milestone_id_pk" PRIMARY KEY("baby_id","milestone_id")
);
--> statement-breakpoint
ALTER TABLE "babies" ADD COLUMN "gestational_weeks" smallint;--> statement-breakpoint
ALTER TABLE "growth_measurements" ADD CONSTRAINT "growth_measurements_baby_id_babies_id_fk" FOREIGN KEY ("baby_id") REFERENCES "public"."babies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "growth_measurements" ADD CONSTRAINT "growth_measurements_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_marks" ADD CONSTRAINT "milestone_marks_baby_id_babies_id_fk" FOREIGN KEY ("baby_id") REFERENCES "public"."babies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "milestone_marks" ADD CONSTRAINT "milestone_marks_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "growth_measurements_baby_day_idx" ON "growth_measurements" USING btree ("baby_id","measured_on");--> statement-breakpoint
ALTER TABLE "babies" ADD CONSTRAINT "babies_gestational_weeks" CHECK ("babies"."gestational_weeks" is null or "babies"."gestational_weeks" between 22 and 44);--> statement-breakpoint
-- The baby form's weight and height become the first measurement (decision 018). The form never
-- asked when they were taken: they are dated the birth date when they plainly are the birth
-- values (the baby registered in her first 7 days, or from 3 months old with a weight under
-- 3.9 kg or a length under 53 cm, below WHO's -3 z line of both sexes at that age yet normal at
-- birth), else the day the baby was registered. Values the growth table refuses are left out.
INSERT INTO "growth_measurements" ("baby_id", "recorded_by", "measured_on", "weight_kg", "length_cm", "position")
SELECT "id", "user_id", "measured_on", "weight_kg", "length_cm",
	CASE WHEN "length_cm" IS NULL THEN NULL WHEN "measured_on" - "birth_date" < 731 THEN 'lying' ELSE 'standing' END
FROM (
	SELECT "id", "user_id", "birth_date", "weight_kg", "length_cm",
		CASE
			WHEN "registered_on" - "birth_date" <= 7 THEN "birth_date"
			WHEN "registered_on" - "birth_date" >= 91 AND ("weight_kg" < 3.9 OR "length_cm" < 53) THEN "birth_date"
			ELSE "registered_on"
		END AS "measured_on"
	FROM (
		SELECT "id", "user_id", "birth_date",
			greatest("birth_date", ("created_at" AT TIME ZONE 'America/Sao_Paulo')::date) AS "registered_on",
			CASE WHEN "weight" BETWEEN 0.3 AND 40 THEN "weight" END AS "weight_kg",
			CASE WHEN "height" BETWEEN 30 AND 130 THEN "height" END AS "length_cm"
		FROM "babies"
	) AS "registered"
	WHERE coalesce("weight_kg", "length_cm") IS NOT NULL
) AS "dated";
