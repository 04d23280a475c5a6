-- Hosts paid out through Stripe Connect (or the demo provider): each host's connected account and its state, the
-- transfers of the host's share to it after each session (and their reversals when a ticket is refunded later), and
-- the payouts from that account to the host's bank, as the provider reports them. With format_ledger, these are the
-- host's side of the books: earned = format_ledger's host share, sent = transfers - reversals, paid out = payouts.
CREATE TABLE host_payout_accounts (
  host_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  account_ref TEXT NOT NULL UNIQUE,
  state TEXT NOT NULL CHECK (state IN ('pending', 'active', 'restricted')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- One row per move of money to or from a host's account: 'transfer' after a session, 'reversal' when a refund takes
-- back part of what was sent. Written 'sending' before the provider is called (its id is the idempotency key), 'sent'
-- with the provider's reference once it answered.
CREATE TABLE host_transfers (
  id TEXT PRIMARY KEY,
  host_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  payment_id TEXT NOT NULL REFERENCES format_payments (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('transfer', 'reversal')),
  -- A reversal names the transfer it takes back from.
  transfer_id TEXT REFERENCES host_transfers (id) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('sending', 'sent')),
  provider_ref TEXT,
  at TEXT NOT NULL
);
CREATE INDEX host_transfers_payment ON host_transfers (payment_id);
CREATE INDEX host_transfers_host ON host_transfers (host_id, at);

-- A session whose hosts' share has been sent: the tick looks only at ended sessions without it.
ALTER TABLE format_sessions ADD COLUMN settled_at TEXT;

-- Payouts from a host's account to their bank (Stripe's payout.paid / payout.failed events; the demo's own).
CREATE TABLE host_payouts (
  id TEXT PRIMARY KEY,
  host_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('paid', 'failed')),
  arrived_at TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX host_payouts_host ON host_payouts (host_id, arrived_at);
