-- Programs run as a series of sessions (the SQLite file 0046 says what each table is for). A format can be
-- `cancelled`, and a person who did not pay in time is 'dropped'.
ALTER TABLE event_formats DROP CONSTRAINT event_formats_status_check;
ALTER TABLE event_formats ADD CONSTRAINT event_formats_status_check
  CHECK (status IN ('draft', 'active', 'completed', 'archived', 'cancelled'));
UPDATE event_formats SET status = 'cancelled' WHERE phase = 'cancelled' AND status = 'active';
ALTER TABLE format_interests DROP CONSTRAINT format_interests_status_check;
ALTER TABLE format_interests ADD CONSTRAINT format_interests_status_check
  CHECK (status IN ('interested', 'selected', 'paid', 'declined', 'dropped', 'waitlisted', 'released', 'cancelled', 'refunded'));

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
INSERT INTO format_sessions (id, group_id, number, date, time, check_in_code)
  SELECT id || ':1', id, 1, event_date, event_time, lpad((floor(random() * 10000))::int::text, 4, '0') FROM format_groups;

CREATE TABLE format_check_ins (
  session_id TEXT NOT NULL REFERENCES format_sessions (id) ON DELETE CASCADE,
  interest_id TEXT NOT NULL REFERENCES format_interests (id) ON DELETE CASCADE,
  checked_in_at TEXT NOT NULL,
  by_host INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (session_id, interest_id)
);

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
