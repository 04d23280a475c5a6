-- Stripe webhook events (issue 14): each event id is processed once, in the same transaction as what it changed, so a
-- delivery repeated by Stripe (it retries until answered 2xx) changes nothing the second time.
CREATE TABLE payment_events (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  received_at TEXT NOT NULL
);
