-- A sign-in code belongs to the browser that asked for it: one live code per address and browser, so nobody else's
-- sends void it and nobody else's guesses are checked against it. A browser that asked without a cookie may also
-- reach it by its client address (client_address is set only then). Each way in has its own count of wrong tries.
-- Codes live ten minutes: the ones under way when this runs are dropped, and their owners ask again.
DROP TABLE sign_in_codes;
CREATE TABLE sign_in_codes (
  email TEXT NOT NULL,
  browser_id TEXT NOT NULL,
  client_address TEXT,
  code_hmac TEXT NOT NULL,
  secret_hmac TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  browser_failures INTEGER NOT NULL DEFAULT 0,
  address_failures INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (email, browser_id)
);

-- Browsers that signed in to an account (by code, link or provider): their sends and code entries are the owner's,
-- counted apart from the limits strangers share. Forgotten with the account.
CREATE TABLE sign_in_browsers (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  browser_id TEXT NOT NULL,
  signed_in_at TEXT NOT NULL,
  PRIMARY KEY (user_id, browser_id)
);
CREATE INDEX sign_in_browsers_signed_in_at ON sign_in_browsers (signed_in_at);
