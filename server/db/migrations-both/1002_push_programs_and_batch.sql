-- Web push, continued. A program's notices are pushed too (to the account signed in with the address they go to),
-- once each, as the weekly cycle's are; those made before now are not pushed. A notice whose kind the member
-- switched off for e-mail is marked as skipped, not as mailed. A push told to many at once (the weekly batch's
-- release) is recorded as queued when every member's pushes are in the queue, so it is queued once.
ALTER TABLE format_notices ADD COLUMN pushed_at TEXT;
UPDATE format_notices SET pushed_at = created_at;
CREATE INDEX format_notices_unpushed ON format_notices (pushed_at, created_at);

ALTER TABLE notices ADD COLUMN email_skipped_at TEXT;
ALTER TABLE format_notices ADD COLUMN email_skipped_at TEXT;

CREATE TABLE push_broadcasts (
  id TEXT PRIMARY KEY,
  queued_at TEXT NOT NULL
);
