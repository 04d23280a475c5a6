-- Videos (issue 13): a member's 15-second recordings, at most one per uploadable prompt type (a new upload replaces
-- the one of the same prompt type or prompt id). Every video is reviewed before anyone else sees it. Files live under
-- DATA_DIR/media (server-made names); the row names them.
CREATE TABLE videos (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  prompt_id TEXT NOT NULL,
  prompt_type TEXT NOT NULL CHECK (prompt_type IN ('fun', 'useful')),
  file TEXT NOT NULL UNIQUE,
  poster_file TEXT NOT NULL UNIQUE,
  container TEXT NOT NULL CHECK (container IN ('webm', 'mp4')),
  duration_ms INTEGER NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  size_bytes INTEGER NOT NULL,
  review_status TEXT NOT NULL DEFAULT 'pending' CHECK (review_status IN ('pending', 'approved', 'rejected')),
  review_reason TEXT,
  reviewed_by TEXT,
  reviewed_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX videos_user ON videos (user_id, created_at);
CREATE INDEX videos_review ON videos (review_status, created_at);
