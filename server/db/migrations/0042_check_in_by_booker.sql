-- A member locked out of checking in by wrong codes is never charged for it. The venue booker, who holds the code,
-- checks them in from their own phone: a check-in of its own kind, 'booker' (vouched_by names the booker). SQLite
-- cannot change a CHECK in place: the table is rebuilt with its rows (nothing references it).
CREATE TABLE group_attendance_next (
  group_id TEXT NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  how TEXT NOT NULL CHECK (how IN ('code', 'vouched', 'booker')),
  at TEXT NOT NULL,
  recorded_at TEXT NOT NULL,
  vouched_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (group_id, user_id)
);
INSERT INTO group_attendance_next (group_id, user_id, how, at, recorded_at, vouched_by)
  SELECT group_id, user_id, how, at, recorded_at, vouched_by FROM group_attendance;
DROP TABLE group_attendance;
ALTER TABLE group_attendance_next RENAME TO group_attendance;

-- The wrong codes a member typed for their group's meetup inside its check-in window (their own session's tries,
-- each at the time their device gave): a member who tried is never counted a no-show, even if nobody checked them in.
CREATE TABLE check_in_tries (
  group_id TEXT NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  wrong_codes INTEGER NOT NULL,
  first_at TEXT NOT NULL,
  last_at TEXT NOT NULL,
  PRIMARY KEY (group_id, user_id)
);
