-- Unfinished resumable (tus) video uploads: the room each may take on disk (its declared size), held from its start
-- until it is kept, refused or expires, so that what unfinished uploads take is capped per member and in all.
CREATE TABLE video_uploads (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  size_bytes INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX video_uploads_user ON video_uploads (user_id, created_at);
CREATE INDEX video_uploads_created ON video_uploads (created_at);
