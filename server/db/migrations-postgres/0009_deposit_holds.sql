-- Deposits (issue 14): a hold on a member's card, placed when they commit (a group invite accepted, an experience
-- registration), released when they come, captured on a no-show. The row is written before the payments provider is
-- called ('placing'), so a crash between the call and the commit leaves a row reconciliation can finish. Amounts are
-- integer cents. Every money change is one ledger row, written in the same transaction as the hold's new status.
CREATE TABLE deposit_holds (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('group', 'experience')),
  subject_id TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  currency TEXT NOT NULL,
  provider TEXT NOT NULL CHECK (provider IN ('stripe', 'demo')),
  provider_ref TEXT,
  status TEXT NOT NULL CHECK (status IN ('placing', 'held', 'captured', 'released', 'failed')),
  capture_before TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (user_id, purpose, subject_id)
);
CREATE INDEX deposit_holds_status ON deposit_holds (status, updated_at);

CREATE TABLE money_ledger (
  id TEXT PRIMARY KEY,
  hold_id TEXT NOT NULL REFERENCES deposit_holds (id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('hold-placed', 'hold-captured', 'hold-released', 'hold-failed')),
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  provider_ref TEXT,
  at TEXT NOT NULL
);
CREATE INDEX money_ledger_hold ON money_ledger (hold_id, at);
