-- The optional tip after a get-together (issue 14, spec 000 §1), through the deposits' payments provider. A tip row
-- is written 'paying' before the provider is called (its idempotency key is the tip's id), and the answer is applied
-- with its ledger row in one transaction; a row a crash left 'paying' is asked again by the tick. A failed tip may be
-- tried again, so only one tip that did not fail is allowed per member and group. When an account is deleted, its
-- tips' ledger rows are kept in retained_money_records (purpose 'tip', hold_id holding the tip's id).
CREATE TABLE tips (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  group_id TEXT NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  currency TEXT NOT NULL,
  provider TEXT NOT NULL CHECK (provider IN ('stripe', 'demo')),
  provider_ref TEXT,
  status TEXT NOT NULL CHECK (status IN ('paying', 'paid', 'failed')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX tips_one_per_group ON tips (user_id, group_id) WHERE status <> 'failed';
CREATE INDEX tips_status ON tips (status, updated_at);

CREATE TABLE tip_ledger (
  id TEXT PRIMARY KEY,
  tip_id TEXT NOT NULL REFERENCES tips (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('tip-paid', 'tip-failed')),
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  provider_ref TEXT,
  at TEXT NOT NULL
);
CREATE INDEX tip_ledger_tip ON tip_ledger (tip_id, at);
