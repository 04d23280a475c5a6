-- Whose part of a discover answer changed, in the order the changes were committed (issue 16): every server process
-- reads this feed and keeps each viewer's answer ready until a change names the viewer or someone in their batch
-- (server/features/discover/answer-cache.ts). A change names a member when their card changed (card_version, migration
-- 0032), a block was made or lifted between them and someone, or their batch was written or changed. A profile that
-- is removed names nobody (user_id NULL: every ready answer is built again), so a deleted account leaves no id here;
-- the deletion removes any row naming it inside its own transaction. Rows are kept for a day.
-- tx is PostgreSQL's writing transaction (its migration 0029); SQLite commits one writer at a time, so seq alone
-- gives the order and tx stays NULL. The column is here so both engines have the same tables and columns.
CREATE TABLE discover_changes (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id TEXT,
  tx INTEGER,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX discover_changes_at ON discover_changes (at);

CREATE TRIGGER discover_change_card AFTER UPDATE OF card_version ON profiles
  WHEN NEW.card_version > OLD.card_version
BEGIN
  INSERT INTO discover_changes (user_id) VALUES (NEW.user_id);
END;
CREATE TRIGGER discover_change_profile_added AFTER INSERT ON profiles
BEGIN
  INSERT INTO discover_changes (user_id) VALUES (NEW.user_id);
END;
CREATE TRIGGER discover_change_profile_removed AFTER DELETE ON profiles
BEGIN
  INSERT INTO discover_changes (user_id) VALUES (NULL);
END;

CREATE TRIGGER discover_change_blocked AFTER INSERT ON blocks
BEGIN
  INSERT INTO discover_changes (user_id) VALUES (NEW.blocker_id), (NEW.blocked_id);
END;
CREATE TRIGGER discover_change_block_changed AFTER UPDATE ON blocks
BEGIN
  INSERT INTO discover_changes (user_id) VALUES (OLD.blocker_id), (OLD.blocked_id), (NEW.blocker_id), (NEW.blocked_id);
END;
CREATE TRIGGER discover_change_unblocked AFTER DELETE ON blocks
BEGIN
  INSERT INTO discover_changes (user_id) VALUES (OLD.blocker_id), (OLD.blocked_id);
END;

CREATE TRIGGER discover_change_batch_added AFTER INSERT ON batches
BEGIN
  INSERT INTO discover_changes (user_id) VALUES (NEW.viewer_id);
END;
CREATE TRIGGER discover_change_batch_changed AFTER UPDATE ON batches
BEGIN
  INSERT INTO discover_changes (user_id) VALUES (OLD.viewer_id), (NEW.viewer_id);
END;
CREATE TRIGGER discover_change_batch_removed AFTER DELETE ON batches
BEGIN
  INSERT INTO discover_changes (user_id) VALUES (OLD.viewer_id);
END;
