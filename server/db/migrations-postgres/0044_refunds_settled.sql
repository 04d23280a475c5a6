-- A refunded ticket whose host share is settled for good: what was sent of it equals what the host keeps, and its
-- group has no session left. The payouts tick looks at refunded tickets without it, however long ago they were
-- refunded (a host may connect their payout account a long time after), and stops looking once it is set.
ALTER TABLE format_payments ADD COLUMN host_settled_at TEXT;
UPDATE format_payments SET host_settled_at = 'before payouts' WHERE status = 'refunded' AND paid_out_elsewhere = 1;
CREATE INDEX format_payments_refunds_to_settle ON format_payments (updated_at, id) WHERE status = 'refunded' AND host_settled_at IS NULL;
