-- One table counts every rate limit instead of three: a hit is one event in a bucket (a sign-in code sent, a wrong
-- code or link, a waitlist post), counted against one subject (the address, the address from one client address or
-- browser, the client address, ...; server/features/rate-limits/limits.ts spells them). One event is a hit per subject.
CREATE TABLE rate_limit_hits (
  id INTEGER PRIMARY KEY,
  bucket TEXT NOT NULL,
  subject TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX rate_limit_hits_subject ON rate_limit_hits (bucket, subject, at);

-- The rows of the tables it replaces only matter inside their windows (an hour for waitlist posts; up to a day for
-- sign-in sends; a code's ten minutes and a client address's fifteen for wrong tries), and each table is pruned to
-- about that. They are carried over as hits all the same, so no limit starts afresh at the upgrade.
INSERT INTO rate_limit_hits (bucket, subject, at)
  SELECT 'sign-in-send', 'email:' || email, requested_at FROM sign_in_requests
  UNION ALL SELECT 'sign-in-send', 'email+client:' || email || ' ' || client_address, requested_at FROM sign_in_requests
  UNION ALL SELECT 'sign-in-send', 'email+browser:' || email || ' ' || browser_id, requested_at FROM sign_in_requests WHERE browser_id IS NOT NULL
  UNION ALL SELECT 'sign-in-send', 'client:' || client_address, requested_at FROM sign_in_requests
  UNION ALL SELECT 'sign-in-failure', 'email:' || email, failed_at FROM sign_in_failures
  UNION ALL SELECT 'sign-in-failure', 'email+requester:' || email || ' ' || requester, failed_at FROM sign_in_failures
  UNION ALL SELECT 'sign-in-failure', 'client:' || client_address, failed_at FROM sign_in_failures
  UNION ALL SELECT 'waitlist-post', 'client:' || client_address, requested_at FROM waitlist_requests;

DROP TABLE sign_in_requests;
DROP TABLE sign_in_failures;
DROP TABLE waitlist_requests;
