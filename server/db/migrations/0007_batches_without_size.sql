-- 0004 once lost its batches.size column after it had landed (an edit since undone), so databases exist in two
-- shapes: with the column (made from 0004 as landed) and without it (made from the edited file). Rebuilding the
-- table brings both to one schema, without the column: a batch's size is counted from batch_entries.
CREATE TABLE batches_rebuilt (
  viewer_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  week TEXT NOT NULL,
  city TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (viewer_id, week)
);
INSERT INTO batches_rebuilt (viewer_id, week, city, created_at) SELECT viewer_id, week, city, created_at FROM batches;
DROP TABLE batches;
ALTER TABLE batches_rebuilt RENAME TO batches;
