-- The server's secret key (it signs session cookies and the HMACs of sign-in codes and links) when SECRET_KEY is not
-- set: kept in the database, so every app node sharing it signs and checks with the same key. One row. An
-- installation that kept its key in DATA_DIR/secret.key moves it here on its next start, so nobody is signed out.
CREATE TABLE secret_keys (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  secret_key TEXT NOT NULL,
  created_at TEXT NOT NULL
);
