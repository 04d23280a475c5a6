-- The participant journey of a published event format (issue 15, spec 002 §1 and §4): interest with a name and an
-- e-mail, private picks during the selection window, suggested groups (approved by the host or confirmed
-- automatically), payment of the ticket within the confirmation period with the 20% platform fee in the ledger, and
-- the host's activity feed. `phase` says where the format's cycle is; the *_closes_at columns when each window ends.
ALTER TABLE event_formats ADD COLUMN phase TEXT NOT NULL DEFAULT 'draft';
ALTER TABLE event_formats ADD COLUMN interest_closes_at TEXT;
ALTER TABLE event_formats ADD COLUMN selection_closes_at TEXT;
ALTER TABLE event_formats ADD COLUMN confirmation_closes_at TEXT;
ALTER TABLE event_formats ADD COLUMN interest_extended INTEGER NOT NULL DEFAULT 0;
CREATE INDEX event_formats_phase ON event_formats (phase);

-- One per person and format, by e-mail (lower-cased, never shown to anyone but its owner). Picks and payment need
-- the person signed in with that e-mail (the sign-in code verifies it).
CREATE TABLE format_interests (
  id TEXT PRIMARY KEY,
  format_id TEXT NOT NULL REFERENCES event_formats (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  name TEXT NOT NULL,
  about TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('interested', 'selected', 'paid', 'declined', 'waitlisted', 'released', 'cancelled', 'refunded')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (format_id, email)
);
CREATE INDEX format_interests_format ON format_interests (format_id, status);
CREATE INDEX format_interests_email ON format_interests (email);

-- Levels 0-5 (2 and above is a pick, 0 "never with"): never shown to anyone, the host included.
CREATE TABLE format_picks (
  format_id TEXT NOT NULL REFERENCES event_formats (id) ON DELETE CASCADE,
  picker_id TEXT NOT NULL REFERENCES format_interests (id) ON DELETE CASCADE,
  picked_id TEXT NOT NULL REFERENCES format_interests (id) ON DELETE CASCADE,
  level INTEGER NOT NULL CHECK (level BETWEEN 0 AND 5),
  updated_at TEXT NOT NULL,
  PRIMARY KEY (picker_id, picked_id)
);
CREATE INDEX format_picks_format ON format_picks (format_id);

CREATE TABLE format_groups (
  id TEXT PRIMARY KEY,
  format_id TEXT NOT NULL REFERENCES event_formats (id) ON DELETE CASCADE,
  number INTEGER NOT NULL,
  event_date TEXT NOT NULL,
  event_time TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('suggested', 'confirmed', 'cancelled')),
  created_at TEXT NOT NULL,
  approved_at TEXT,
  UNIQUE (format_id, number)
);

CREATE TABLE format_group_members (
  group_id TEXT NOT NULL REFERENCES format_groups (id) ON DELETE CASCADE,
  interest_id TEXT NOT NULL REFERENCES format_interests (id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, interest_id)
);
CREATE UNIQUE INDEX format_group_members_once ON format_group_members (interest_id);

-- The ticket payments: the full price, the platform's 20% and the host's 80%, written 'paying' before the provider
-- is called (the payment's id is its idempotency key). The payer's account may be deleted; the money record stays.
CREATE TABLE format_payments (
  id TEXT PRIMARY KEY,
  format_id TEXT NOT NULL REFERENCES event_formats (id) ON DELETE CASCADE,
  interest_id TEXT NOT NULL REFERENCES format_interests (id) ON DELETE CASCADE,
  user_id TEXT REFERENCES users (id) ON DELETE SET NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  fee_cents INTEGER NOT NULL,
  host_cents INTEGER NOT NULL,
  refunded_cents INTEGER NOT NULL DEFAULT 0,
  currency TEXT NOT NULL,
  provider TEXT NOT NULL CHECK (provider IN ('stripe', 'demo')),
  provider_ref TEXT,
  status TEXT NOT NULL CHECK (status IN ('paying', 'paid', 'failed', 'refunded')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX format_payments_one ON format_payments (interest_id) WHERE status <> 'failed';
CREATE INDEX format_payments_format ON format_payments (format_id, status);

-- What happened, for the host's recent-activity feed (spec 002 §3.4): never who picked whom.
CREATE TABLE format_activity (
  id TEXT PRIMARY KEY,
  format_id TEXT NOT NULL REFERENCES event_formats (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('interest', 'group_formed', 'payment', 'new_format', 'completion', 'cancellation')),
  message TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX format_activity_format ON format_activity (format_id, created_at);
