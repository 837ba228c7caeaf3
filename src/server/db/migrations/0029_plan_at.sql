ALTER TABLE "babies" ADD COLUMN "plan_at" timestamp with time zone DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
CREATE INDEX "babies_plan_at_idx" ON "babies" USING btree ("plan_at");--> statement-breakpoint
-- Decision 035: the reminder planner looks at a baby a day after it last did, or at once when
-- what its reminders follow from changes. Triggers catch every writer of those rows (routes,
-- timers, imports, deletions of an account) where the services could each forget one.
CREATE FUNCTION "replan_baby"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		UPDATE "babies" SET "plan_at" = '-infinity' WHERE "id" = OLD."baby_id" AND "plan_at" <> '-infinity';
	ELSE
		UPDATE "babies" SET "plan_at" = '-infinity' WHERE "id" = NEW."baby_id" AND "plan_at" <> '-infinity';
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "replan_babies_of_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "babies" SET "plan_at" = '-infinity'
	WHERE "id" IN (SELECT "baby_id" FROM "baby_members" WHERE "user_id" = NEW."user_id") AND "plan_at" <> '-infinity';
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "replan_babies_of_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "babies" SET "plan_at" = '-infinity'
	WHERE "id" IN (SELECT "baby_id" FROM "baby_members" WHERE "user_id" = NEW."id") AND "plan_at" <> '-infinity';
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "replan_reborn_baby"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."plan_at" := '-infinity';
	RETURN NEW;
END $$;--> statement-breakpoint
-- "No feeding for 4 hours" follows the last feeding, sleep or diaper.
CREATE TRIGGER "appointments_replan" AFTER INSERT OR UPDATE OF "appointment_date", "type" ON "appointments"
	FOR EACH ROW WHEN (NEW."type" IN ('mamada', 'sono', 'fralda')) EXECUTE FUNCTION "replan_baby"();--> statement-breakpoint
CREATE TRIGGER "vaccines_replan" AFTER INSERT OR UPDATE OR DELETE ON "vaccines"
	FOR EACH ROW EXECUTE FUNCTION "replan_baby"();--> statement-breakpoint
CREATE TRIGGER "baby_members_replan" AFTER INSERT ON "baby_members"
	FOR EACH ROW EXECUTE FUNCTION "replan_baby"();--> statement-breakpoint
CREATE TRIGGER "notification_preferences_replan" AFTER INSERT OR UPDATE ON "notification_preferences"
	FOR EACH ROW EXECUTE FUNCTION "replan_babies_of_user"();--> statement-breakpoint
CREATE TRIGGER "profiles_replan" AFTER UPDATE OF "time_zone" ON "profiles"
	FOR EACH ROW EXECUTE FUNCTION "replan_babies_of_profile"();--> statement-breakpoint
CREATE TRIGGER "babies_replan" BEFORE UPDATE OF "birth_date" ON "babies"
	FOR EACH ROW EXECUTE FUNCTION "replan_reborn_baby"();
