-- A batch's members as one list in the batch's own row, in the batch's order (issue 16). batch_entries held one row
-- per member shown, in three indexes; the member index took each row at a random place, so releasing 100,000
-- members' batches (5.5 million rows) spent most of its time writing those index pages again and again (6 GB of
-- WAL in its first minute). One row per batch is one index entry. Who was shown to whom is read from these lists:
-- a viewer's own by the primary key, "who saw this member" once per release for the whole city.
ALTER TABLE batches ADD COLUMN member_ids TEXT NOT NULL DEFAULT '[]';
UPDATE batches SET member_ids = COALESCE(
  (SELECT json_group_array(e.member_id ORDER BY e.position) FROM batch_entries e
    WHERE e.viewer_id = batches.viewer_id AND e.week = batches.week),
  '[]');
DROP TABLE batch_entries;
