-- Whom each member said "never" to (level 0), from an index of those picks alone (issue 16): the release reads it
-- for every member of the city, and picks' own key made it read every pick the member gave. Queries name the level
-- as the literal 0, so the planner can use this partial index.
CREATE INDEX picks_never ON picks (from_id, to_id) WHERE level = 0;
