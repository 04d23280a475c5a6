import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors';
import { hashSessionId, SESSION_ABSOLUTE_MS } from './session-rules';

/** Said to someone who proves their address after asking for their account's deletion, while it waits to be done. */
export const ACCOUNT_CLOSED_MESSAGE =
  "This account is being deleted, so it can't be used any more. We e-mail you once it is gone; after that you can sign up again with this address.";

/**
 * Signs `userId` in: a brand-new session id (never one the browser brought along, so a planted cookie cannot be
 * promoted to a signed-in session), stored only as a hash, and the cookie that carries it. The browser (its sign-in
 * cookie's id, ./requester.ts) is remembered as one the account's owner uses, for the sign-in limits. An account
 * whose deletion was asked for is closed: nobody signs in to it again.
 */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { userId, browserId }: { userId: string; browserId: string },
  now: Date,
): Promise<void> {
  const previous = request.cookies[app.sessionCookieName];
  const sessionId = crypto.randomBytes(32).toString('base64url');
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  const repo = app.repos.auth;
  await app.db.transaction(async () => {
    if (await repo.closedAt(userId)) throw new AppError('account-closed', 403, ACCOUNT_CLOSED_MESSAGE);
    if (previous) await repo.deleteSession(hashSessionId(previous));
    await repo.createSession(hashSessionId(sessionId), userId, at, expiresAt.toISOString());
    await app.repos.codes.rememberBrowser(userId, browserId, at);
  });
  reply.setCookie(app.sessionCookieName, sessionId, { ...app.sessionCookieOptions, expires: expiresAt });
  const user = await repo.findUser(userId);
  if (user) await app.signedIn({ id: user.id, email: user.email });
}
