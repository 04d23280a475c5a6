-- Disputes of a no-show charge (issue 14, item 5): a member charged as a no-show says they were there, in their own
-- words; an admin refunds the deposit (and lifts the strike) or keeps the charge. One per member and group.
CREATE TABLE no_show_disputes (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  group_id TEXT NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  reason TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('open', 'refunded', 'kept')),
  created_at TEXT NOT NULL,
  resolved_at TEXT,
  resolved_by TEXT,
  UNIQUE (user_id, group_id)
);
CREATE INDEX no_show_disputes_status ON no_show_disputes (status, created_at);

-- A refund is a money change, so the ledger learns a fifth kind.
ALTER TABLE money_ledger DROP CONSTRAINT money_ledger_kind_check;
ALTER TABLE money_ledger ADD CONSTRAINT money_ledger_kind_check
  CHECK (kind IN ('hold-placed', 'hold-captured', 'hold-released', 'hold-failed', 'hold-refunded'));
