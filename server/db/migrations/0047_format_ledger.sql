-- The ledger of programs' tickets: every money movement of a ticket is a row, written in the transaction that changes
-- the payment. A charge row carries the ticket and its split (platform fee, host share); a refund row carries what
-- went back and how much of the fee and of the host's share it returned, so the fee on what was kept stays 20%.
-- Billing, the dashboard and the member's payments are sums over it.
CREATE TABLE format_ledger (
  id TEXT PRIMARY KEY,
  payment_id TEXT NOT NULL REFERENCES format_payments (id) ON DELETE CASCADE,
  format_id TEXT NOT NULL REFERENCES event_formats (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('ticket-charged', 'ticket-refunded')),
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  fee_cents INTEGER NOT NULL,
  host_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  at TEXT NOT NULL,
  CHECK (fee_cents + host_cents = amount_cents)
);
CREATE INDEX format_ledger_format ON format_ledger (format_id, payment_id);
CREATE UNIQUE INDEX format_ledger_one_charge ON format_ledger (payment_id) WHERE kind = 'ticket-charged';

-- Payments made before the ledger: their charge, and their refund with the fee kept at 20% of what was kept.
INSERT INTO format_ledger (id, payment_id, format_id, kind, amount_cents, fee_cents, host_cents, currency, at)
  SELECT 'charge:' || id, id, format_id, 'ticket-charged', amount_cents, fee_cents, host_cents, currency, created_at
  FROM format_payments WHERE status IN ('paid', 'refunded');
INSERT INTO format_ledger (id, payment_id, format_id, kind, amount_cents, fee_cents, host_cents, currency, at)
  SELECT 'refund:' || id, id, format_id, 'ticket-refunded', refunded_cents,
    fee_cents - ((amount_cents - refunded_cents) * 20 + 50) / 100,
    refunded_cents - (fee_cents - ((amount_cents - refunded_cents) * 20 + 50) / 100), currency, updated_at
  FROM format_payments WHERE status = 'refunded';
