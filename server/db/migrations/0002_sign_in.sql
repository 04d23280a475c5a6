-- Sign-in by e-mailed code and magic link. One live code per address: a new one replaces (voids) the last.
-- Only HMACs of the code and of the link's secret are stored.
CREATE TABLE sign_in_codes (
  email TEXT PRIMARY KEY,
  code_hmac TEXT NOT NULL,
  secret_hmac TEXT NOT NULL,
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

-- Every accepted send, for the per-address and per-client rate limits.
CREATE TABLE sign_in_requests (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  client_address TEXT NOT NULL,
  requested_at TEXT NOT NULL
);
CREATE INDEX sign_in_requests_email ON sign_in_requests (email, requested_at);
CREATE INDEX sign_in_requests_client ON sign_in_requests (client_address, requested_at);

-- Accounts at OpenID Connect providers: the identity is (issuer, subject), never the e-mail claim.
CREATE TABLE identities (
  issuer TEXT NOT NULL,
  subject TEXT NOT NULL,
  provider TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX identities_user_id ON identities (user_id);

-- A provider sign-in under way: what the callback must match (state) and prove (PKCE verifier, nonce).
CREATE TABLE provider_logins (
  state TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  code_verifier TEXT NOT NULL,
  nonce TEXT NOT NULL,
  redirect_to TEXT,
  created_at TEXT NOT NULL
);

-- Mail kept instead of sent when no SMTP server is configured (development only), shown at /dev/outbox.
CREATE TABLE dev_outbox (
  id INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  created_at TEXT NOT NULL
);
