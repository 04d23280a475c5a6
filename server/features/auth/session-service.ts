import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashSessionId, SESSION_ABSOLUTE_MS } from './session-rules';

/**
 * Signs `userId` in: a brand-new session id (never one the browser brought along, so a planted cookie cannot be
 * promoted to a signed-in session), stored only as a hash, and the cookie that carries it. The browser (its sign-in
 * cookie's id, ./requester.ts) is remembered as one the account's owner uses, for the sign-in limits.
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
    if (previous) await repo.deleteSession(hashSessionId(previous));
    await repo.createSession(hashSessionId(sessionId), userId, at, expiresAt.toISOString());
    await app.repos.codes.rememberBrowser(userId, browserId, at);
  });
  reply.setCookie(app.sessionCookieName, sessionId, { ...app.sessionCookieOptions, expires: expiresAt });
}
