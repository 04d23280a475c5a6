import type { Database } from 'better-sqlite3';

/** A provider sign-in under way, as stored when the browser was sent to the provider. */
export interface ProviderLogin {
  state: string;
  provider: string;
  codeVerifier: string;
  nonce: string;
  redirectTo: string | null;
  createdAt: string;
}

export interface NewIdentity {
  issuer: string;
  subject: string;
  provider: string;
  userId: string;
  /** The e-mail claim when the identity was linked; never used to find the identity again. */
  email: string;
  createdAt: string;
}

/** All SQL for provider_logins and identities. */
export function oidcRepo(db: Database) {
  const insertLogin = db.prepare(
    'INSERT INTO provider_logins (state, provider, code_verifier, nonce, redirect_to, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const takeLogin = db.prepare(`DELETE FROM provider_logins WHERE state = ?
    RETURNING state, provider, code_verifier AS "codeVerifier", nonce, redirect_to AS "redirectTo", created_at AS "createdAt"`);
  const pruneLogins = db.prepare('DELETE FROM provider_logins WHERE created_at < ?');
  const findIdentity = db.prepare('SELECT user_id AS "userId" FROM identities WHERE issuer = ? AND subject = ?');
  const insertIdentity = db.prepare(
    'INSERT INTO identities (issuer, subject, provider, user_id, email, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );

  return {
    saveLogin(login: ProviderLogin): void {
      insertLogin.run(login.state, login.provider, login.codeVerifier, login.nonce, login.redirectTo, login.createdAt);
    },
    /** Removes and answers the login for `state`: a state can be used once, whatever happens next. */
    takeLogin(state: string): ProviderLogin | undefined {
      return takeLogin.get(state) as ProviderLogin | undefined;
    },
    /** Logins abandoned at the provider would otherwise stay forever. */
    pruneLoginsBefore(at: string): void {
      pruneLogins.run(at);
    },
    /** The account an identity (issuer, subject) belongs to. */
    userIdOf(issuer: string, subject: string): string | undefined {
      return (findIdentity.get(issuer, subject) as { userId: string } | undefined)?.userId;
    },
    linkIdentity(identity: NewIdentity): void {
      insertIdentity.run(identity.issuer, identity.subject, identity.provider, identity.userId, identity.email, identity.createdAt);
    },
  };
}
