-- Which app process holds an unfinished idempotency claim (server/db/presence.ts): a retry takes the claim over as
-- soon as that process is known to be gone, instead of after minutes. NULL on claims made before this column.
ALTER TABLE idempotency_keys ADD COLUMN claimed_by TEXT;
