-- Experience registrations (issue 14, spec 001 §2 and §5): what a member answered in the five-step wizard for one
-- experience. One row per member and experience; registering again updates it. Lists are JSON arrays of the
-- spec's values; the deposit, when agreed to, is a hold in deposit_holds (purpose 'experience').
CREATE TABLE experience_registrations (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  experience_id TEXT NOT NULL,
  availability TEXT NOT NULL,
  activities TEXT NOT NULL,
  budget_ideal TEXT NOT NULL,
  budget_max TEXT NOT NULL,
  video_agreement TEXT NOT NULL CHECK (video_agreement IN ('yes', 'no')),
  deposit_agreement TEXT NOT NULL CHECK (deposit_agreement IN ('yes', 'no')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (user_id, experience_id)
);
CREATE INDEX experience_registrations_experience ON experience_registrations (experience_id);
