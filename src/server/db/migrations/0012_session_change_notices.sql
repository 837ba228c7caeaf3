-- Every app process keeps the sessions it has read in memory (src/server/auth/session-cache.ts).
-- These triggers tell all of them, on the 'session_changed' channel, when what a cached session
-- stands for changes, whoever changed it: better-auth (sign-out, renewal, password change or
-- reset), the app (account deletion and its cascades, ending sessions), or someone by hand.
-- The payload names the user, {"userId": …}, whose cached sessions are forgotten (never a token:
-- notices are not a place for secrets); {} after a truncate, which fires no row trigger, forgets
-- them all. The argument is the column that holds the user's id.
CREATE FUNCTION "notify_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_LEVEL = 'STATEMENT' THEN
		PERFORM pg_notify('session_changed', '{}');
		RETURN NULL;
	END IF;
	IF TG_OP <> 'INSERT' THEN
		PERFORM pg_notify('session_changed', json_build_object('userId', to_jsonb(OLD) ->> TG_ARGV[0])::text);
	END IF;
	IF TG_OP <> 'DELETE' THEN
		PERFORM pg_notify('session_changed', json_build_object('userId', to_jsonb(NEW) ->> TG_ARGV[0])::text);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A new session needs no notice: nothing can have cached it.
CREATE TRIGGER "sessions_notify_changed" AFTER UPDATE OR DELETE ON "sessions"
	FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"('user_id');
--> statement-breakpoint
-- The cached name and e-mail are the user row's; her deletion reaches her sessions by cascade.
CREATE TRIGGER "users_notify_changed" AFTER UPDATE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"('id');
--> statement-breakpoint
-- The cached "is she an administrator" is read from user_roles.
CREATE TRIGGER "user_roles_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
	FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_truncated" AFTER TRUNCATE ON "sessions"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_notify_truncated" AFTER TRUNCATE ON "users"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_notify_truncated" AFTER TRUNCATE ON "user_roles"
	FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_changed"();
