-- A dispute's refund is marked 'refunding' before the payments provider is asked for it, so nobody can keep a charge
-- being refunded, and a refund a crash left under way is finished by asking again. SQLite cannot change a CHECK in
-- place: the table is rebuilt with its rows (nothing references it).
-- (0024's comment says a late cancellation is charged "unless the group dissolved": it is charged then too, at once.)
CREATE TABLE no_show_disputes_next (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  group_id TEXT NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  reason TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('open', 'refunding', 'refunded', 'kept')),
  created_at TEXT NOT NULL,
  resolved_at TEXT,
  resolved_by TEXT,
  UNIQUE (user_id, group_id)
);
INSERT INTO no_show_disputes_next (id, user_id, group_id, reason, status, created_at, resolved_at, resolved_by)
  SELECT id, user_id, group_id, reason, status, created_at, resolved_at, resolved_by FROM no_show_disputes;
DROP TABLE no_show_disputes;
ALTER TABLE no_show_disputes_next RENAME TO no_show_disputes;
CREATE INDEX no_show_disputes_status ON no_show_disputes (status, created_at);
