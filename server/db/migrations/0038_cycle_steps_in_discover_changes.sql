-- A step of a city's weekly cycle that is added, starts, finishes or is removed writes a row to discover_changes
-- (migration 0036) whose user_id is '' (no member's id is empty): "the cycle changed". Every process keeps the steps'
-- statuses it read until the feed brings such a row (server/features/discover/week-steps.ts), so GET
-- /api/profiles/all reads no cycle_jobs rows while nothing changed. Ready answers are not dropped by it: each is
-- still sent only while the week reads as it did when the answer was built. A job whose lease is only extended or
-- taken over, or an `ensure` that finds its row already there, writes nothing.
CREATE TRIGGER discover_change_cycle_step_added AFTER INSERT ON cycle_jobs
BEGIN
  INSERT INTO discover_changes (user_id) VALUES ('');
END;
CREATE TRIGGER discover_change_cycle_step_changed AFTER UPDATE OF status ON cycle_jobs
  WHEN NEW.status IS NOT OLD.status
BEGIN
  INSERT INTO discover_changes (user_id) VALUES ('');
END;
CREATE TRIGGER discover_change_cycle_step_removed AFTER DELETE ON cycle_jobs
BEGIN
  INSERT INTO discover_changes (user_id) VALUES ('');
END;
