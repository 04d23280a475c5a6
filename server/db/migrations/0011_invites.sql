-- Invites (issue 12): a member's code that lets others join. The code is the id; uses are counted on the row, and
-- each newcomer's redemption credits its inviter (one invite per newcomer).
CREATE TABLE invites (
  code TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  max_uses INTEGER NOT NULL CHECK (max_uses > 0),
  usage_count INTEGER NOT NULL DEFAULT 0 CHECK (usage_count >= 0),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX invites_owner ON invites (owner_id, created_at);

CREATE TABLE invite_redemptions (
  user_id TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code TEXT NOT NULL REFERENCES invites (code) ON DELETE CASCADE,
  redeemed_at TEXT NOT NULL
);
CREATE INDEX invite_redemptions_code ON invite_redemptions (code);
