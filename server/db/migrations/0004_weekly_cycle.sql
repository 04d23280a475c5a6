-- The weekly cycle (ARCHITECTURE.md, "The weekly cycle"): batches, private picks, blocks and reports, the
-- durable scheduler's jobs, groups with their invites, and outcome notices. Weeks are named by the local date
-- of their Thursday release ('2026-11-19'); cities by id ('toronto').

-- One row per (city, week, step); a step runs exactly once: the row is claimed, and the step's effects commit in
-- the same transaction that marks it done. claimed_by is host:pid, so a claim left by a dead process is taken over.
CREATE TABLE cycle_jobs (
  city TEXT NOT NULL,
  week TEXT NOT NULL,
  step TEXT NOT NULL CHECK (step IN ('release', 'match', 'deadline')),
  due_at TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'done', 'skipped')),
  claimed_by TEXT,
  lease_until TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  started_at TEXT,
  finished_at TEXT,
  summary TEXT,
  PRIMARY KEY (city, week, step)
);
CREATE INDEX cycle_jobs_due ON cycle_jobs (status, due_at);

-- Who was shown to whom, and in which week. A person is shown to a viewer at most once, ever.
CREATE TABLE batch_entries (
  viewer_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  member_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  city TEXT NOT NULL,
  week TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (viewer_id, member_id)
);
CREATE INDEX batch_entries_week ON batch_entries (viewer_id, week, position);
-- Which viewers got their batch for a week (also those whose batch came out empty).
CREATE TABLE batches (
  viewer_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  week TEXT NOT NULL,
  city TEXT NOT NULL,
  size INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (viewer_id, week)
);

-- Private picks: the interest level one member gave another (0-5). Never returned to anyone but from_id.
CREATE TABLE picks (
  from_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  to_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  level INTEGER NOT NULL CHECK (level BETWEEN 0 AND 5),
  week TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (from_id, to_id)
);
CREATE INDEX picks_to ON picks (to_id);

CREATE TABLE blocks (
  blocker_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (blocker_id, blocked_id)
);
CREATE INDEX blocks_blocked ON blocks (blocked_id);

-- Kept for moderation; never shown to the reported member.
CREATE TABLE reports (
  id INTEGER PRIMARY KEY,
  reporter_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reported_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason TEXT NOT NULL,
  details TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX reports_reported ON reports (reported_id);

CREATE TABLE groups (
  id TEXT PRIMARY KEY,
  city TEXT NOT NULL,
  week TEXT NOT NULL,
  slot TEXT NOT NULL CHECK (slot IN ('sat-9', 'sat-11', 'sun-9', 'sun-11')),
  neighborhood TEXT NOT NULL,
  venue_booker_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  status TEXT NOT NULL CHECK (status IN ('inviting', 'confirmed', 'dissolved')),
  venue_name TEXT,
  venue_address TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX groups_week ON groups (city, week);

-- A member is invited to at most one group a week.
CREATE TABLE group_invites (
  group_id TEXT NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  week TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('invited', 'accepted', 'declined', 'expired')),
  is_backfill INTEGER NOT NULL DEFAULT 0 CHECK (is_backfill IN (0, 1)),
  invited_at TEXT NOT NULL,
  answered_at TEXT,
  PRIMARY KEY (group_id, user_id)
);
CREATE UNIQUE INDEX group_invites_one_a_week ON group_invites (user_id, week);

-- What matching did with each member who took part in a week; a member's priority is derived from these rows
-- (the weeks in a row they were left out, or their group fell through).
CREATE TABLE match_outcomes (
  city TEXT NOT NULL,
  week TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  outcome TEXT NOT NULL CHECK (outcome IN ('placed', 'unplaced', 'dissolved')),
  PRIMARY KEY (week, user_id)
);
CREATE INDEX match_outcomes_user ON match_outcomes (user_id, week);

-- Outcome notices, shown in the app and sent by e-mail; emailed_at stays NULL until the mail went out.
CREATE TABLE notices (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  week TEXT NOT NULL,
  kind TEXT NOT NULL,
  group_id TEXT REFERENCES groups (id) ON DELETE SET NULL,
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  read_at TEXT,
  emailed_at TEXT,
  email_attempts INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX notices_user ON notices (user_id, created_at);
CREATE INDEX notices_unsent ON notices (emailed_at, created_at);
