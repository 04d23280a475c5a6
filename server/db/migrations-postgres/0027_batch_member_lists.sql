-- A batch's members as one list in the batch's own row, in the batch's order (issue 16; SQLite's 0034 says why).
ALTER TABLE batches ADD COLUMN member_ids TEXT NOT NULL DEFAULT '[]';
UPDATE batches b SET member_ids = COALESCE(
  (SELECT json_agg(e.member_id ORDER BY e.position)::text FROM batch_entries e
    WHERE e.viewer_id = b.viewer_id AND e.week = b.week),
  '[]');
DROP TABLE batch_entries;
