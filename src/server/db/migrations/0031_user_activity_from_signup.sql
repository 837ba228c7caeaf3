-- Decision 041: every profile has a user_activity row from her sign-up on (last_activity = the
-- sign-up time until she comes back), so "inactive for more than 30 days" is a range of the
-- last_activity index instead of a scan of every profile joined to her activity, if any.
CREATE FUNCTION "activity_from_signup"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "user_activity" ("user_id", "last_activity") VALUES (NEW."id", NEW."created_at")
	ON CONFLICT ("user_id") DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "profiles_activity_from_signup" AFTER INSERT ON "profiles"
	FOR EACH ROW EXECUTE FUNCTION "activity_from_signup"();--> statement-breakpoint
INSERT INTO "user_activity" ("user_id", "last_activity")
	SELECT "id", "created_at" FROM "profiles"
	ON CONFLICT ("user_id") DO NOTHING;
