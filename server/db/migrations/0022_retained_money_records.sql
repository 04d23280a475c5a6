-- Money records outlive the account (issue 12: deleting an account "keeps what the law needs for money"). When a
-- member deletes their account, every ledger row of their deposits is copied here, in the deletion's transaction,
-- before the cascade removes the live rows. Nothing here names the person: `former_member` is a random id made at
-- deletion, which only ties together the rows of one deleted account. `provider_ref` is the payment provider's own
-- reference (e.g. a Stripe PaymentIntent), which an accountant or a dispute needs.
CREATE TABLE retained_money_records (
  ledger_id TEXT PRIMARY KEY,
  former_member TEXT NOT NULL,
  hold_id TEXT NOT NULL,
  purpose TEXT NOT NULL,
  subject_id TEXT NOT NULL,
  provider TEXT NOT NULL,
  provider_ref TEXT,
  kind TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  currency TEXT NOT NULL,
  at TEXT NOT NULL,
  retained_at TEXT NOT NULL
);
CREATE INDEX retained_money_records_member ON retained_money_records (former_member, at);
