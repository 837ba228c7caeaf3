-- Issue #48: a write under way holds its Idempotency-Key until lease_until, renewed while it runs;
-- a key whose process died is released when its lease runs out (rows from before it: at once).
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_until" timestamp with time zone;