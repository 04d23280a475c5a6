-- After a meetup (issue 14): each member's private "would you meet them again?" about each other member of the group.
-- Never shown to anyone but its author; it only reaches matching: a mutual yes raises the pair's chance of being
-- grouped again, a no from either keeps them apart.
CREATE TABLE meet_again (
  group_id TEXT NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
  from_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  to_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  answer TEXT NOT NULL CHECK (answer IN ('yes', 'no')),
  at TEXT NOT NULL,
  PRIMARY KEY (group_id, from_id, to_id)
);
CREATE INDEX meet_again_from ON meet_again (from_id);
