-- Poetry night registration (issue 14, spec 001 §2 and §9): the Fridays a member could make, with their
-- acknowledgement that a spot is not guaranteed. Registering again replaces the Fridays. The location is the fixed
-- Revelstoke value the spec gives this registration.
CREATE TABLE poetry_night_registrations (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  availability TEXT NOT NULL,
  location TEXT NOT NULL,
  acknowledged_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
