-- A member's card (what discover shows of them) changes with their profile row, their interests and their videos.
-- card_version goes up with every such change, whoever writes it (the server, a script, another process), so a
-- cached card is used only while its version is still the row's (server/features/discover/card-cache.ts).
ALTER TABLE profiles ADD COLUMN card_version BIGINT NOT NULL DEFAULT 0;

CREATE FUNCTION profiles_card_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.card_version := OLD.card_version + 1;
  RETURN NEW;
END
$$;
CREATE TRIGGER profiles_card_changed BEFORE UPDATE ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_card_changed();

-- An interest or a video added, changed or removed: its member's card changed (both members', if it moved).
CREATE FUNCTION member_card_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE profiles SET card_version = card_version + 1 WHERE user_id = OLD.user_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    UPDATE profiles SET card_version = card_version + 1 WHERE user_id = NEW.user_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER interests_card_changed AFTER INSERT OR UPDATE OR DELETE ON interests
  FOR EACH ROW EXECUTE FUNCTION member_card_changed();
CREATE TRIGGER videos_card_changed AFTER INSERT OR UPDATE OR DELETE ON videos
  FOR EACH ROW EXECUTE FUNCTION member_card_changed();
