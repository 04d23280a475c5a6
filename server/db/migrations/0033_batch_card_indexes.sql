-- What a GET of a batch reads, straight from indexes: the batch's member ids in order, then each one's profile id
-- and card version (the cached card's key, migration 0032), without a visit to either table's rows.
DROP INDEX batch_entries_week;
CREATE INDEX batch_entries_week ON batch_entries (viewer_id, week, position, member_id);
CREATE INDEX profiles_card_version ON profiles (user_id, id, card_version);
