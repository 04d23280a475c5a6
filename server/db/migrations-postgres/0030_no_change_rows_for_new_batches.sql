-- A new batch no longer writes a row to discover_changes (SQLite's migration 0037 says why). A batch changed or
-- removed still names its viewer.
CREATE OR REPLACE FUNCTION discover_change_batch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO discover_changes (user_id) VALUES (OLD.viewer_id);
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO discover_changes (user_id) VALUES (NEW.viewer_id);
  END IF;
  RETURN NULL;
END
$$;
DROP TRIGGER discover_change_batch ON batches;
CREATE TRIGGER discover_change_batch AFTER UPDATE OR DELETE ON batches
  FOR EACH ROW EXECUTE FUNCTION discover_change_batch();
