-- A new batch no longer writes a row to discover_changes (migration 0036): an answer is kept only once its batch has
-- members (server/features/discover/service.ts), and a batch is written once per viewer and week, so a new batch
-- cannot make a kept answer stale. The release's 100,000 inserts then pay nothing here. A batch changed or removed
-- still names its viewer.
DROP TRIGGER discover_change_batch_added;
