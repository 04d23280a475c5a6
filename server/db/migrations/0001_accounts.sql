-- Accounts: a user is identified by their e-mail (lower-cased, trimmed); sessions are server-side.
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  is_host INTEGER NOT NULL DEFAULT 0 CHECK (is_host IN (0, 1)),
  is_demo INTEGER NOT NULL DEFAULT 0 CHECK (is_demo IN (0, 1)),
  created_at TEXT NOT NULL
);

-- Only a hash of the session id is stored, so a copy of the database cannot be used to sign in.
CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX sessions_user_id ON sessions (user_id);

-- The member profile; onboarding adds its fields in later migrations.
CREATE TABLE profiles (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  first_name TEXT NOT NULL,
  location TEXT NOT NULL,
  created_at TEXT NOT NULL
);
