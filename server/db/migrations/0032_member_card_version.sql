-- A member's card (what discover shows of them) changes with their profile row, their interests and their videos.
-- card_version goes up with every such change, whoever writes it (the server, a script, another process), so a
-- cached card is used only while its version is still the row's (server/features/discover/card-cache.ts).
ALTER TABLE profiles ADD COLUMN card_version INTEGER NOT NULL DEFAULT 0;

-- Any update that does not itself raise the version raises it (one that sets it back too). The WHEN stops the
-- trigger's own update from firing it again, whatever recursive_triggers says.
CREATE TRIGGER profiles_card_changed AFTER UPDATE ON profiles
  WHEN NEW.card_version <= OLD.card_version
BEGIN
  UPDATE profiles SET card_version = OLD.card_version + 1 WHERE user_id = NEW.user_id;
END;

CREATE TRIGGER interests_card_added AFTER INSERT ON interests
BEGIN
  UPDATE profiles SET card_version = card_version + 1 WHERE user_id = NEW.user_id;
END;
CREATE TRIGGER interests_card_changed AFTER UPDATE ON interests
BEGIN
  UPDATE profiles SET card_version = card_version + 1 WHERE user_id IN (OLD.user_id, NEW.user_id);
END;
CREATE TRIGGER interests_card_removed AFTER DELETE ON interests
BEGIN
  UPDATE profiles SET card_version = card_version + 1 WHERE user_id = OLD.user_id;
END;

CREATE TRIGGER videos_card_added AFTER INSERT ON videos
BEGIN
  UPDATE profiles SET card_version = card_version + 1 WHERE user_id = NEW.user_id;
END;
CREATE TRIGGER videos_card_changed AFTER UPDATE ON videos
BEGIN
  UPDATE profiles SET card_version = card_version + 1 WHERE user_id IN (OLD.user_id, NEW.user_id);
END;
CREATE TRIGGER videos_card_removed AFTER DELETE ON videos
BEGIN
  UPDATE profiles SET card_version = card_version + 1 WHERE user_id = OLD.user_id;
END;
