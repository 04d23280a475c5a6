import crypto from 'node:crypto';
import type { Database } from '../../server/db/database';
import { hashSessionId, SESSION_ABSOLUTE_MS } from '../../server/features/auth/session-rules';
import { rolesRepo } from '../../server/features/admins/roles-repo';
import { authRepo } from '../../server/features/auth/repo';
import { profilesRepo } from '../../server/features/profiles/repo';

export interface TestAccount {
  email: string;
  sessionId: string;
}

/**
 * Creates a user (optionally a demo one, with a profile and the host role) and a live session, the way a finished
 * sign-in would leave them: the account and session through the auth repo, the host role through the roles repo; the
 * profile is a bare one (first name and city only), which no route makes. Returns the raw session id for the cookie.
 */
export async function createSignedInUser(
  db: Database,
  options: { hasProfile?: boolean; isHost?: boolean; isDemo?: boolean; email?: string; now?: Date } = {},
): Promise<TestAccount> {
  const now = options.now ?? new Date();
  const email = options.email ?? `person-${crypto.randomUUID()}@example.com`;
  const sessionId = crypto.randomBytes(32).toString('base64url');
  const at = now.toISOString();
  const auth = authRepo(db);
  if (options.isDemo) await auth.addDemoUser(email, false, at);
  else await auth.ensureUser(email, at);
  if (options.isHost) await rolesRepo(db, 'host').set(email, true);
  if (options.hasProfile) {
    await profilesRepo(db).createBare(email, 'Sam', 'CA:ON:Toronto', at);
  }
  await auth.createSession(hashSessionId(sessionId), email, at, new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString());
  return { email, sessionId };
}

/**
 * A new live session for an existing account, made at `now` (a test whose server clock jumped past the first session's
 * lifetime signs in again, as the person would). Answers the account with the new raw session id.
 */
export async function signInAgainAt(db: Database, account: TestAccount, now: Date): Promise<TestAccount> {
  const sessionId = crypto.randomBytes(32).toString('base64url');
  await authRepo(db).createSession(
    hashSessionId(sessionId),
    account.email,
    now.toISOString(),
    new Date(now.getTime() + SESSION_ABSOLUTE_MS).toISOString(),
  );
  return { email: account.email, sessionId };
}
