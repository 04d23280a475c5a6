-- What the payouts learnt after their first version:
-- - A move the provider refused for good is 'failed' (e.g. the account was closed): it counts as nothing sent, and its
--   ticket is asked again later.
-- - Tickets paid before payouts went through the app had their hosts paid by arrangement: nothing of them is ever sent.
-- - Sessions held before this version are marked settled, so the tick never looks at them again.
ALTER TABLE host_transfers DROP CONSTRAINT host_transfers_status_check;
ALTER TABLE host_transfers ADD CONSTRAINT host_transfers_status_check CHECK (status IN ('sending', 'sent', 'failed'));

ALTER TABLE format_payments ADD COLUMN paid_out_elsewhere INTEGER NOT NULL DEFAULT 0 CHECK (paid_out_elsewhere IN (0, 1));
UPDATE format_payments SET paid_out_elsewhere = 1 WHERE status IN ('paying', 'paid', 'refunded');

UPDATE format_sessions SET settled_at = 'before payouts' WHERE settled_at IS NULL AND date < to_char(CURRENT_DATE, 'YYYY-MM-DD');
-- host_payouts.arrived_at holds the day a payout reaches the bank (Stripe's arrival_date, a UTC date: YYYY-MM-DD).
