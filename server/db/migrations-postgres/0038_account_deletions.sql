-- Deleting an account: the account is closed at once (closed_at: no session, no sign-in, no notice mail) and deleted
-- by the scheduler once none of its money is moving (a deposit waiting for its meetup's settlement, a payment going
-- through). account_deletions is the work of it: a row is made when the deletion is asked for (deleted_at NULL:
-- pending), marked deleted in the transaction that deletes the account, and removed once what follows the deletion
-- is done (the media files, the payment provider's customer, the one e-mail to the address the person had). It has
-- no foreign key: it outlives the account by the minutes that takes (server/features/my-data/account-deletion.ts).
ALTER TABLE users ADD COLUMN closed_at TEXT;

CREATE TABLE account_deletions (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL,
  email TEXT NOT NULL,
  requested_at TEXT NOT NULL,
  deleted_at TEXT,
  files TEXT NOT NULL DEFAULT '[]',
  customer_ref TEXT,
  mail_attempts INTEGER NOT NULL DEFAULT 0,
  mail_claimed_until TEXT
);
-- One pending deletion per account (a person who signs up again later may ask again).
CREATE UNIQUE INDEX account_deletions_pending ON account_deletions (user_id) WHERE deleted_at IS NULL;
