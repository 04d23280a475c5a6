-- One ledger for all money. Every movement is a row written in the transaction of the state it belongs to: a deposit
-- held, captured, released or refunded; a tip; a ticket charged or refunded (with its split into the platform's fee
-- and the host's share); the payment provider's processing fee; a transfer to a host's account or its reversal; a
-- payout to a host's bank. Exactly one of hold_id, tip_id, payment_id names what a row belongs to (a payout names only
-- its host), and a row goes with it. Billing, payments, the dashboard and the export are sums over this table. The
-- deposits', tips' and tickets' ledgers before it move here; transfers the provider made and payouts it reported are
-- written as rows.
CREATE TABLE ledger (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('hold-placed', 'hold-captured', 'hold-released', 'hold-failed', 'hold-refunded',
    'tip-paid', 'tip-failed', 'ticket-charged', 'ticket-refunded', 'processing-fee', 'host-transfer', 'host-reversal',
    'host-payout', 'host-payout-returned')),
  hold_id TEXT REFERENCES deposit_holds (id) ON DELETE CASCADE,
  tip_id TEXT REFERENCES tips (id) ON DELETE CASCADE,
  payment_id TEXT REFERENCES format_payments (id) ON DELETE CASCADE,
  -- A ticket's format (its rows are summed per format) and a host's moves' host.
  format_id TEXT REFERENCES event_formats (id) ON DELETE CASCADE,
  host_id TEXT REFERENCES users (id) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  -- Of money taken in (a capture, a tip, a ticket) or given back (a refund): the platform's part and the host's.
  fee_cents INTEGER NOT NULL DEFAULT 0,
  host_cents INTEGER NOT NULL DEFAULT 0,
  currency TEXT NOT NULL,
  provider_ref TEXT,
  at TEXT NOT NULL,
  CHECK ((CASE WHEN hold_id IS NULL THEN 0 ELSE 1 END) + (CASE WHEN tip_id IS NULL THEN 0 ELSE 1 END)
    + (CASE WHEN payment_id IS NULL THEN 0 ELSE 1 END) = (CASE WHEN kind IN ('host-payout', 'host-payout-returned') THEN 0 ELSE 1 END)),
  CHECK (kind NOT IN ('hold-captured', 'hold-refunded', 'tip-paid', 'ticket-charged', 'ticket-refunded')
    OR fee_cents + host_cents = amount_cents)
);
CREATE INDEX ledger_hold ON ledger (hold_id, at) WHERE hold_id IS NOT NULL;
CREATE INDEX ledger_tip ON ledger (tip_id, at) WHERE tip_id IS NOT NULL;
CREATE INDEX ledger_format ON ledger (format_id, payment_id) WHERE format_id IS NOT NULL;
CREATE INDEX ledger_payment ON ledger (payment_id, at) WHERE payment_id IS NOT NULL;
CREATE INDEX ledger_host ON ledger (host_id, at) WHERE host_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_one_ticket_charge ON ledger (payment_id) WHERE kind = 'ticket-charged';
CREATE UNIQUE INDEX ledger_one_ticket_refund ON ledger (payment_id) WHERE kind = 'ticket-refunded';

-- Deposits: a captured deposit is the platform's; its refund gives the platform's part back.
INSERT INTO ledger (id, kind, hold_id, amount_cents, fee_cents, currency, provider_ref, at)
  SELECT id, kind, hold_id, amount_cents, CASE WHEN kind IN ('hold-captured', 'hold-refunded') THEN amount_cents ELSE 0 END,
    currency, provider_ref, at
  FROM money_ledger;
-- Tips: the platform's (member groups have no host).
INSERT INTO ledger (id, kind, tip_id, amount_cents, fee_cents, currency, provider_ref, at)
  SELECT id, kind, tip_id, amount_cents, CASE WHEN kind = 'tip-paid' THEN amount_cents ELSE 0 END, currency, provider_ref, at
  FROM tip_ledger;
INSERT INTO ledger (id, kind, payment_id, format_id, amount_cents, fee_cents, host_cents, currency, at)
  SELECT id, kind, payment_id, format_id, amount_cents, fee_cents, host_cents, currency, at FROM format_ledger;
INSERT INTO ledger (id, kind, payment_id, host_id, amount_cents, currency, provider_ref, at)
  SELECT 'host-' || kind || ':' || id, 'host-' || kind, payment_id, host_id, amount_cents, currency, provider_ref, at
  FROM host_transfers WHERE status = 'sent';
INSERT INTO ledger (id, kind, host_id, amount_cents, currency, at)
  SELECT 'host-payout:' || id, 'host-payout', host_id, amount_cents, currency, at FROM host_payouts WHERE status = 'paid';

DROP TABLE money_ledger;
DROP TABLE tip_ledger;
DROP TABLE format_ledger;
