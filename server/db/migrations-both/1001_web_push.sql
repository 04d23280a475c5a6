-- Web push. The installation's VAPID key pair (made once, by whichever node starts first, unless configured); each
-- device's subscription, removed with its sign-in session or when the push service says it is gone; each member's
-- channels per kind of notice; and the durable queue of pushes: one row per event and device, so each is sent once.
CREATE TABLE push_keys (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  public_key TEXT NOT NULL,
  private_key TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE push_subscriptions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  session_hash TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);
CREATE INDEX push_subscriptions_session ON push_subscriptions (session_hash);

CREATE TABLE notification_channels (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  push INTEGER NOT NULL,
  email INTEGER NOT NULL,
  PRIMARY KEY (user_id, kind)
);

CREATE TABLE notification_settings (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  names_on_lock_screen INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE push_deliveries (
  event_id TEXT NOT NULL,
  subscription_id TEXT NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  payload TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  due_at TEXT NOT NULL,
  claimed_until TEXT,
  sent_at TEXT,
  -- Given up on after its last try (the notice stays in the app and in the e-mail).
  failed_at TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (event_id, subscription_id)
);
CREATE INDEX push_deliveries_due ON push_deliveries (sent_at, failed_at, due_at);

-- A notice is offered to the member's devices once (the scheduler's tick reads those not yet pushed); those made
-- before push existed are not pushed now.
ALTER TABLE notices ADD COLUMN pushed_at TEXT;
UPDATE notices SET pushed_at = created_at;
CREATE INDEX notices_unpushed ON notices (pushed_at, created_at);
