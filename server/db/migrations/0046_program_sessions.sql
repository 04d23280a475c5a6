-- rebuilds tables (see migrate.ts: SQLite runs this file with foreign keys off and checks them all before the commit)
-- Programs run as a series of sessions. A format can now be `cancelled` by its host (or called off: it used to stay
-- 'active' with phase 'cancelled'), and a person who did not pay in time is 'dropped' (they used to share 'declined'
-- with those who gave their place up). SQLite changes a CHECK only by copying the table.
CREATE TABLE event_formats_new (
  id TEXT PRIMARY KEY,
  owner_id TEXT REFERENCES users (id) ON DELETE CASCADE,
  draft_key_hash TEXT,
  host_email TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('draft', 'active', 'completed', 'archived', 'cancelled')),
  title TEXT NOT NULL,
  category TEXT NOT NULL,
  city TEXT NOT NULL,
  details TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  published_at TEXT,
  phase TEXT NOT NULL DEFAULT 'draft',
  interest_closes_at TEXT,
  selection_closes_at TEXT,
  confirmation_closes_at TEXT,
  interest_extended INTEGER NOT NULL DEFAULT 0
);
INSERT INTO event_formats_new (id, owner_id, draft_key_hash, host_email, status, title, category, city, details, created_at,
    updated_at, published_at, phase, interest_closes_at, selection_closes_at, confirmation_closes_at, interest_extended)
  SELECT id, owner_id, draft_key_hash, host_email, CASE WHEN phase = 'cancelled' AND status = 'active' THEN 'cancelled' ELSE status END,
    title, category, city, details, created_at, updated_at, published_at, phase, interest_closes_at, selection_closes_at,
    confirmation_closes_at, interest_extended
  FROM event_formats;
DROP TABLE event_formats;
ALTER TABLE event_formats_new RENAME TO event_formats;
CREATE INDEX event_formats_owner ON event_formats (owner_id, updated_at);
CREATE INDEX event_formats_search ON event_formats (status, city, category);
CREATE INDEX event_formats_phase ON event_formats (phase);

CREATE TABLE format_interests_new (
  id TEXT PRIMARY KEY,
  format_id TEXT NOT NULL REFERENCES event_formats (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  name TEXT NOT NULL,
  about TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('interested', 'selected', 'paid', 'declined', 'dropped', 'waitlisted', 'released', 'cancelled', 'refunded')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (format_id, email)
);
INSERT INTO format_interests_new (id, format_id, email, name, about, status, created_at, updated_at)
  SELECT id, format_id, email, name, about, status, created_at, updated_at FROM format_interests;
DROP TABLE format_interests;
ALTER TABLE format_interests_new RENAME TO format_interests;
CREATE INDEX format_interests_format ON format_interests (format_id, status);
CREATE INDEX format_interests_email ON format_interests (email);

-- A group's sessions: the first on the group's date, the others every `everyDays` after it (the format's `sessions`).
-- `date` is the day in the format's city; the host may move one (moved_at), and everyone in the group is told.
-- Each session has its own check-in code; reminded_at claims the day-before reminder so it goes out once.
CREATE TABLE format_sessions (
  id TEXT PRIMARY KEY,
  group_id TEXT NOT NULL REFERENCES format_groups (id) ON DELETE CASCADE,
  number INTEGER NOT NULL,
  date TEXT NOT NULL,
  time TEXT NOT NULL,
  moved_at TEXT,
  check_in_code TEXT NOT NULL,
  reminded_at TEXT,
  UNIQUE (group_id, number)
);
CREATE INDEX format_sessions_date ON format_sessions (date);
-- Groups made before sessions existed meet once.
INSERT INTO format_sessions (id, group_id, number, date, time, check_in_code)
  SELECT id || ':1', id, 1, event_date, event_time, substr('000' || (abs(random()) % 10000), -4, 4) FROM format_groups;

-- Who came to a session: checked in with the session's code (from their phone, offline too) or by the host.
CREATE TABLE format_check_ins (
  session_id TEXT NOT NULL REFERENCES format_sessions (id) ON DELETE CASCADE,
  interest_id TEXT NOT NULL REFERENCES format_interests (id) ON DELETE CASCADE,
  checked_in_at TEXT NOT NULL,
  by_host INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (session_id, interest_id)
);

-- What a participant or the host is told (in the app and by e-mail), each outcome once: the id names the outcome and
-- its recipient, so telling it again inserts nothing. interest_id is NULL for the host's own. The mail is sent by the
-- scheduler's claims, like notices' (emailed_at, attempts, claimed_until); `calendar` is an .ics attachment.
CREATE TABLE format_notices (
  id TEXT PRIMARY KEY,
  format_id TEXT NOT NULL REFERENCES event_formats (id) ON DELETE CASCADE,
  interest_id TEXT REFERENCES format_interests (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  kind TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT NOT NULL,
  calendar TEXT,
  created_at TEXT NOT NULL,
  read_at TEXT,
  emailed_at TEXT,
  email_attempts INTEGER NOT NULL DEFAULT 0,
  email_claimed_until TEXT
);
CREATE INDEX format_notices_unsent ON format_notices (emailed_at, created_at);
CREATE INDEX format_notices_interest ON format_notices (interest_id, created_at);
CREATE INDEX format_notices_format ON format_notices (format_id, created_at);
