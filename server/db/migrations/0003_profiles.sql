-- The member profile as onboarding fills it (spec 001 §3). Short lists of fixed values (neighbourhoods, slots,
-- preferred sexes) are JSON text. Every new column is nullable or has a default, so rows made before this
-- migration (demo data) keep working. The id is the profile's public name; user ids are e-mail addresses.
ALTER TABLE profiles ADD COLUMN id TEXT;
ALTER TABLE profiles ADD COLUMN age INTEGER;
ALTER TABLE profiles ADD COLUMN sex TEXT CHECK (sex IN ('male', 'female'));
ALTER TABLE profiles ADD COLUMN new_location TEXT NOT NULL DEFAULT '';
ALTER TABLE profiles ADD COLUMN activity_preferences TEXT NOT NULL DEFAULT '[]';
ALTER TABLE profiles ADD COLUMN category_comments TEXT NOT NULL DEFAULT '{}';
ALTER TABLE profiles ADD COLUMN neighborhoods TEXT NOT NULL DEFAULT '[]';
ALTER TABLE profiles ADD COLUMN available_time_slots TEXT NOT NULL DEFAULT '[]';
ALTER TABLE profiles ADD COLUMN can_host INTEGER CHECK (can_host IN (0, 1));
ALTER TABLE profiles ADD COLUMN has_venue INTEGER CHECK (has_venue IN (0, 1));
ALTER TABLE profiles ADD COLUMN venue_name TEXT NOT NULL DEFAULT '';
ALTER TABLE profiles ADD COLUMN photo_file TEXT;
-- Private preferences: only ever returned to the member themselves.
ALTER TABLE profiles ADD COLUMN relationship_status TEXT CHECK (relationship_status IN ('open', 'not_looking'));
ALTER TABLE profiles ADD COLUMN preferred_sex TEXT NOT NULL DEFAULT '[]';
ALTER TABLE profiles ADD COLUMN min_ideal_age INTEGER;
ALTER TABLE profiles ADD COLUMN max_ideal_age INTEGER;
ALTER TABLE profiles ADD COLUMN discovery_preference TEXT CHECK (discovery_preference IN ('videos', 'pictures', 'interests', 'other'));
ALTER TABLE profiles ADD COLUMN discovery_preference_other TEXT NOT NULL DEFAULT '';
ALTER TABLE profiles ADD COLUMN updated_at TEXT;
CREATE UNIQUE INDEX profiles_id ON profiles (id);
CREATE UNIQUE INDEX profiles_photo_file ON profiles (photo_file);

-- A member's interests, in the order chosen. The pasted AI answer is kept on the interest the client names.
CREATE TABLE interests (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES profiles (user_id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  looking_for TEXT NOT NULL,
  contribute TEXT NOT NULL,
  ai_response_text TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX interests_user_id ON interests (user_id, position);

-- People outside Toronto who left their city or postal code, so we know where to open next.
CREATE TABLE waitlist_leads (
  id INTEGER PRIMARY KEY,
  location TEXT NOT NULL,
  city_or_postal_code TEXT NOT NULL,
  -- The city the lead counts for: the chosen city, or the free text lower-cased for 'Other'.
  city_key TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX waitlist_leads_city_key ON waitlist_leads (city_key);

-- Accepted waitlist posts per client address, for the rate limit; rows older than the window are pruned.
CREATE TABLE waitlist_requests (
  id INTEGER PRIMARY KEY,
  client_address TEXT NOT NULL,
  requested_at TEXT NOT NULL
);
CREATE INDEX waitlist_requests_client ON waitlist_requests (client_address, requested_at);

-- Idempotency-Key → the answer given (ARCHITECTURE.md, API conventions). status NULL while the first request
-- with the key is still running; claimed_at tells a live claim from one a crashed process left behind.
CREATE TABLE idempotency_keys (
  scope TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  fingerprint TEXT NOT NULL,
  claimed_at TEXT NOT NULL,
  status INTEGER,
  response_body TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (scope, idempotency_key)
);
CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
