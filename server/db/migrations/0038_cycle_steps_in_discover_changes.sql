-- A step of a city's weekly cycle that is added, starts, finishes or is removed writes a row to discover_changes
-- (migration 0036) that names nobody (user_id NULL), as a removed profile does: where the week stands is part of every
-- discover answer, so every ready answer is built again, and a process keeps the steps' statuses it read for as long
-- as the feed has named nobody since (server/features/discover/week-steps.ts). GET /api/profiles/all then reads no
-- cycle_jobs rows while nothing changed. A job whose lease is only extended or taken over, or an `ensure` that finds
-- its row already there, writes nothing.
CREATE TRIGGER discover_change_cycle_step_added AFTER INSERT ON cycle_jobs
BEGIN
  INSERT INTO discover_changes (user_id) VALUES (NULL);
END;
CREATE TRIGGER discover_change_cycle_step_changed AFTER UPDATE OF status ON cycle_jobs
  WHEN NEW.status IS NOT OLD.status
BEGIN
  INSERT INTO discover_changes (user_id) VALUES (NULL);
END;
CREATE TRIGGER discover_change_cycle_step_removed AFTER DELETE ON cycle_jobs
BEGIN
  INSERT INTO discover_changes (user_id) VALUES (NULL);
END;
