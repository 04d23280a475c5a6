-- Event formats (issue 15, spec 002 §3.2 and §7): what hosts design in the /create-event wizard. The payload is kept
-- as JSON in `details` (shared/event-formats-contract.ts), with what is searched on as columns. A format made without
-- an account has no owner: the device that made it holds a key (only its SHA-256 is kept here), and the format is
-- claimed when its host signs in with that key. The host's e-mail is kept for that host only, never shown to others.
CREATE TABLE event_formats (
  id TEXT PRIMARY KEY,
  owner_id TEXT REFERENCES users (id) ON DELETE CASCADE,
  draft_key_hash TEXT,
  host_email TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('draft', 'active', 'completed', 'archived')),
  title TEXT NOT NULL,
  category TEXT NOT NULL,
  city TEXT NOT NULL,
  details TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  published_at TEXT
);
CREATE INDEX event_formats_owner ON event_formats (owner_id, updated_at);
CREATE INDEX event_formats_search ON event_formats (status, city, category);
