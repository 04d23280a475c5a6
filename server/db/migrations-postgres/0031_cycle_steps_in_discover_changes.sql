-- A step of a city's weekly cycle that is added, starts, finishes or is removed writes a row to discover_changes that
-- names nobody (SQLite's migration 0038 says why). A lease extended or taken over writes nothing.
CREATE FUNCTION discover_change_cycle_step() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO discover_changes (user_id) VALUES (NULL);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER discover_change_cycle_step AFTER INSERT OR UPDATE OR DELETE ON cycle_jobs
  FOR EACH ROW EXECUTE FUNCTION discover_change_cycle_step();
