-- rebuilds tables (see migrate.ts: SQLite runs this file with foreign keys off and checks them all before the commit)
-- What the payouts learnt after their first version:
-- - A move the provider refused for good is 'failed' (e.g. the account was closed): it counts as nothing sent, and its
--   ticket is asked again later. SQLite changes a CHECK only by copying the table.
-- - Tickets paid before payouts went through the app had their hosts paid by arrangement: nothing of them is ever sent.
-- - Sessions held before this version are marked settled, so the tick never looks at them again.
CREATE TABLE host_transfers_new (
  id TEXT PRIMARY KEY,
  host_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  payment_id TEXT NOT NULL REFERENCES format_payments (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('transfer', 'reversal')),
  -- A reversal names the transfer it takes back from.
  transfer_id TEXT REFERENCES host_transfers (id) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('sending', 'sent', 'failed')),
  provider_ref TEXT,
  at TEXT NOT NULL
);
INSERT INTO host_transfers_new (id, host_id, payment_id, kind, transfer_id, amount_cents, currency, status, provider_ref, at)
  SELECT id, host_id, payment_id, kind, transfer_id, amount_cents, currency, status, provider_ref, at FROM host_transfers;
DROP TABLE host_transfers;
ALTER TABLE host_transfers_new RENAME TO host_transfers;
CREATE INDEX host_transfers_payment ON host_transfers (payment_id);
CREATE INDEX host_transfers_host ON host_transfers (host_id, at);

ALTER TABLE format_payments ADD COLUMN paid_out_elsewhere INTEGER NOT NULL DEFAULT 0 CHECK (paid_out_elsewhere IN (0, 1));
UPDATE format_payments SET paid_out_elsewhere = 1 WHERE status IN ('paying', 'paid', 'refunded');

UPDATE format_sessions SET settled_at = 'before payouts' WHERE settled_at IS NULL AND date < date('now');
-- host_payouts.arrived_at holds the day a payout reaches the bank (Stripe's arrival_date, a UTC date: YYYY-MM-DD).
