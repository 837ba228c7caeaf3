-- Failed sign-ins per account and password-reset requests per address, counted in fixed windows
-- (src/server/auth/auth-throttle.ts); a row is gone once its window has ended and the sweep ran.
CREATE TABLE "auth_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_throttles_expires_at_idx" ON "auth_throttles" USING btree ("expires_at");