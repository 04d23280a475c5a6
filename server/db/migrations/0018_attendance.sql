-- Attendance (issue 14): who came to a confirmed group's meetup. The venue booker shows the group's 4-digit check-in
-- code; the others type it, at the time their device says (it may be sent later, from offline). A member who came
-- but could not check in is vouched for by one who did. Once the meetup's window and the day after it are over the
-- group is settled once: present members' deposits are released, absent members' captured, each no-show a strike.
ALTER TABLE groups ADD COLUMN check_in_code TEXT;
ALTER TABLE groups ADD COLUMN settled_at TEXT;

CREATE TABLE group_attendance (
  group_id TEXT NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  how TEXT NOT NULL CHECK (how IN ('code', 'vouched')),
  at TEXT NOT NULL,
  recorded_at TEXT NOT NULL,
  vouched_by TEXT REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (group_id, user_id)
);

CREATE TABLE no_show_strikes (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  group_id TEXT NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  at TEXT NOT NULL,
  PRIMARY KEY (user_id, group_id)
);
CREATE INDEX no_show_strikes_user ON no_show_strikes (user_id, at);
