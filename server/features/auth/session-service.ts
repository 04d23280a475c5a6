import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authRepo } from './repo';
import { hashSessionId, SESSION_ABSOLUTE_MS } from './session-rules';

/**
 * Signs `userId` in: a brand-new session id (never one the browser brought along, so a planted cookie cannot be
 * promoted to a signed-in session), stored only as a hash, and the cookie that carries it.
 */
export function startSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: string, now: Date): void {
  const previous = request.cookies[app.sessionCookieName];
  const sessionId = crypto.randomBytes(32).toString('base64url');
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  const repo = authRepo(app.db);
  app.db
    .transaction(() => {
      if (previous) repo.deleteSession(hashSessionId(previous));
      repo.createSession(hashSessionId(sessionId), userId, at, expiresAt.toISOString());
    })
    .immediate();
  reply.setCookie(app.sessionCookieName, sessionId, { ...app.sessionCookieOptions, expires: expiresAt });
}
