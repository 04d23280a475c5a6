-- Saved cards and holds placed later (issue 14): a card authorization lasts about 7 days (customer present) and a
-- merchant-initiated one about 4 days 18 hours, so a deposit for a meetup further away than that is not held at once:
-- the member saves their card (a Stripe SetupIntent for off-session use) and the hold is placed by the scheduler a
-- few days before the meetup. `member_ref` is our random reference for the member at the provider: no name or e-mail
-- goes there. Only the provider's ids and the card's brand and last 4 digits are kept, never a card number.
CREATE TABLE saved_cards (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  member_ref TEXT NOT NULL UNIQUE,
  provider TEXT NOT NULL CHECK (provider IN ('stripe', 'demo')),
  customer_ref TEXT,
  setup_ref TEXT,
  payment_method_ref TEXT,
  brand TEXT,
  last4 TEXT,
  updated_at TEXT NOT NULL
);

-- A deposit to hold later, with the member's saved card: placed by the scheduler from place_after on (one per member
-- and commitment, like the hold it becomes); the row goes once the hold exists.
CREATE TABLE scheduled_holds (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('group', 'experience')),
  subject_id TEXT NOT NULL,
  place_after TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, purpose, subject_id)
);
CREATE INDEX scheduled_holds_due ON scheduled_holds (place_after);
