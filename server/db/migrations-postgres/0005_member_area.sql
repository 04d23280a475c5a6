-- The member area (issue 12): the bucket list on the profile (a JSON list of short texts, like neighbourhoods),
-- and the journey's completed roadmap steps. A completion is recorded once and never reverted (spec 001 §4), so
-- a step is a row that is only ever inserted; replays of the same completion change nothing.
ALTER TABLE profiles ADD COLUMN bucket_list TEXT NOT NULL DEFAULT '[]';

CREATE TABLE roadmap_completions (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  roadmap_id TEXT NOT NULL,
  step_id TEXT NOT NULL,
  completed_at TEXT NOT NULL,
  PRIMARY KEY (user_id, roadmap_id, step_id)
);
