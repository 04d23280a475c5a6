-- A step of the weekly cycle now writes a row that says "the cycle changed" (user_id ''), not one that names nobody
-- (SQLite's migration 0039 says why). The trigger (migration 0031) fires as before.
CREATE OR REPLACE FUNCTION discover_change_cycle_step() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO discover_changes (user_id) VALUES ('');
  END IF;
  RETURN NULL;
END
$$;
