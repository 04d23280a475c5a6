-- Admins (issue 13): the people who review videos and reports. Granted and revoked only from the command line
-- (`npm run admin -- grant someone@example.com`), never through the API.
ALTER TABLE users ADD COLUMN is_admin INTEGER NOT NULL DEFAULT 0 CHECK (is_admin IN (0, 1));
