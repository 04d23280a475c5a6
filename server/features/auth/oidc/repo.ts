import type { Database } from '../../../db/database';

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

const INSERT_LOGIN =
  'INSERT INTO provider_logins (state, provider, code_verifier, nonce, redirect_to, created_at) VALUES (?, ?, ?, ?, ?, ?)';
const TAKE_LOGIN = `DELETE FROM provider_logins WHERE state = ?
    RETURNING state, provider, code_verifier AS "codeVerifier", nonce, redirect_to AS "redirectTo", created_at AS "createdAt"`;
const PRUNE_LOGINS = 'DELETE FROM provider_logins WHERE created_at < ?';
const FIND_IDENTITY = 'SELECT user_id AS "userId" FROM identities WHERE issuer = ? AND subject = ?';
const INSERT_IDENTITY = 'INSERT INTO identities (issuer, subject, provider, user_id, email, created_at) VALUES (?, ?, ?, ?, ?, ?)';

const IDENTITIES_BY_PROVIDER = 'SELECT provider, subject AS "userId" FROM identities WHERE user_id = ? ORDER BY created_at';
const IDENTITIES_OF = `SELECT provider, subject, created_at AS "createdAt" FROM identities WHERE user_id = ? ORDER BY created_at, provider`;

/** All SQL for provider_logins and identities. */
export function oidcRepo(db: Database) {
  return {
    async saveLogin(login: ProviderLogin): Promise<void> {
      await db.run(INSERT_LOGIN, [login.state, login.provider, login.codeVerifier, login.nonce, login.redirectTo, login.createdAt]);
    },
    /** Removes and answers the login for `state`: a state can be used once, whatever happens next. */
    takeLogin(state: string): Promise<ProviderLogin | undefined> {
      return db.get<ProviderLogin>(TAKE_LOGIN, [state]);
    },
    /** Logins abandoned at the provider would otherwise stay forever. */
    async pruneLoginsBefore(at: string): Promise<void> {
      await db.run(PRUNE_LOGINS, [at]);
    },
    /** The account an identity (issuer, subject) belongs to. */
    async userIdOf(issuer: string, subject: string): Promise<string | undefined> {
      return (await db.get<{ userId: string }>(FIND_IDENTITY, [issuer, subject]))?.userId;
    },
    /** The account's linked providers, oldest first, each with its subject (as the client's current user lists them). */
    identitiesOf: (userId: string) => db.all<{ provider: string; userId: string }>(IDENTITIES_BY_PROVIDER, [userId]),
    /** The account's identities, oldest first (for "download my data"). */
    identitiesFor: (userId: string) => db.all<{ provider: string; subject: string; createdAt: string }>(IDENTITIES_OF, [userId]),
    async linkIdentity(identity: NewIdentity): Promise<void> {
      await db.run(INSERT_IDENTITY, [
        identity.issuer,
        identity.subject,
        identity.provider,
        identity.userId,
        identity.email,
        identity.createdAt,
      ]);
    },
  };
}

declare module '../../../plugins/repos' {
  interface Repos {
    /** Provider sign-ins. */
    oidc: ReturnType<typeof oidcRepo>;
  }
}
