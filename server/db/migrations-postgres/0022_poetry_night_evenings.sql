-- Poetry night Fridays decided a week before (issue 14 item 7, spec 001 §1): whether the evening runs, and each
-- member's seat. A Friday is decided once (its row's primary key); the seats are the members who registered for it,
-- in the order they registered: 'seated' (the first twelve), 'waiting' (the others), 'released' (they took the Friday
-- off after it was decided; their seat went to the first one waiting) or 'not-running' (too few could come).
CREATE TABLE poetry_night_evenings (
  friday TEXT PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('running', 'called-off')),
  decided_at TEXT NOT NULL
);

CREATE TABLE poetry_night_seats (
  friday TEXT NOT NULL REFERENCES poetry_night_evenings (friday) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('seated', 'waiting', 'released', 'not-running')),
  position INTEGER NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (friday, user_id)
);
CREATE INDEX poetry_night_seats_user ON poetry_night_seats (user_id, friday);
