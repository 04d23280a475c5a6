-- Sign-in limits per requester as well as per address (issue 9), so nobody can lock someone else out: the browser
-- that asked for a code (a short-lived random cookie; null when none was sent), and every wrong guess with who
-- made it. A requester's five misses stop that requester only; the code is burned after twenty from anywhere.
ALTER TABLE sign_in_requests ADD COLUMN browser_id TEXT;
CREATE INDEX sign_in_requests_email_client ON sign_in_requests (email, client_address, requested_at);
CREATE INDEX sign_in_requests_email_browser ON sign_in_requests (email, browser_id, requested_at);

CREATE TABLE sign_in_failures (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  requester TEXT NOT NULL,
  client_address TEXT NOT NULL,
  failed_at TEXT NOT NULL
);
CREATE INDEX sign_in_failures_requester ON sign_in_failures (email, requester, failed_at);
CREATE INDEX sign_in_failures_client ON sign_in_failures (client_address, failed_at);
