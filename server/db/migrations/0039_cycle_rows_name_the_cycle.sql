-- The rows migration 0038's triggers write for a step of the weekly cycle now say "the cycle changed" (user_id '': no
-- member's id is empty) instead of naming nobody (NULL). A NULL row makes every process build every ready discover
-- answer again; a cycle row ends only the steps' statuses a process kept (server/features/discover/week-steps.ts), and
-- a ready answer is still built again only when its week reads otherwise. The triggers fire as before: a step added,
-- changing status or removed; a lease extended or taken over, or an `ensure` that finds its row, writes nothing.
DROP TRIGGER discover_change_cycle_step_added;
DROP TRIGGER discover_change_cycle_step_changed;
DROP TRIGGER discover_change_cycle_step_removed;
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
