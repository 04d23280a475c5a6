-- Experiences in the database (issue 14, spec 001 §3 'Experience'): until now they were samples in the code. Each row
-- keeps the experience's fields as JSON in `details` (the shape of shared/experience-types.ts), with its type and its
-- place in the lists as columns. The app adds the spec's samples once, to an empty table (is_sample = 1); the host
-- side will add the experiences hosts make.
CREATE TABLE experiences (
  id TEXT PRIMARY KEY,
  type_id TEXT NOT NULL,
  position INTEGER NOT NULL,
  details TEXT NOT NULL,
  is_sample INTEGER NOT NULL DEFAULT 0 CHECK (is_sample IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX experiences_by_type ON experiences (type_id, position);
