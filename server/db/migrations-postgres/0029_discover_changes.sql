-- Whose part of a discover answer changed (issue 16; the same feed as SQLite's migration 0036, which says what names
-- whom). PostgreSQL hands out seq before commit, so seq order is not commit order: a reader instead keeps the oldest
-- transaction still running when it last read (pg_snapshot_xmin) and reads again every row written by that
-- transaction or a later one, so a change committed late is never passed over.
CREATE TABLE discover_changes (
  seq BIGSERIAL PRIMARY KEY,
  user_id TEXT,
  tx XID8 NOT NULL DEFAULT pg_current_xact_id(),
  at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX discover_changes_tx ON discover_changes (tx);
CREATE INDEX discover_changes_at ON discover_changes (at);

CREATE FUNCTION discover_change_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO discover_changes (user_id) VALUES (NULL);
  ELSIF TG_OP = 'INSERT' OR NEW.card_version > OLD.card_version THEN
    INSERT INTO discover_changes (user_id) VALUES (NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER discover_change_profile AFTER INSERT OR UPDATE OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION discover_change_profile();

CREATE FUNCTION discover_change_block() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO discover_changes (user_id) VALUES (OLD.blocker_id), (OLD.blocked_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO discover_changes (user_id) VALUES (NEW.blocker_id), (NEW.blocked_id);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER discover_change_block AFTER INSERT OR UPDATE OR DELETE ON blocks
  FOR EACH ROW EXECUTE FUNCTION discover_change_block();

CREATE FUNCTION discover_change_batch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO discover_changes (user_id) VALUES (OLD.viewer_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO discover_changes (user_id) VALUES (NEW.viewer_id);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER discover_change_batch AFTER INSERT OR UPDATE OR DELETE ON batches
  FOR EACH ROW EXECUTE FUNCTION discover_change_batch();
