import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authRepo, type UserRow } from '../features/auth/repo';
import {
  hashSessionId,
  isSessionLive,
  SESSION_TOUCH_EVERY_MS,
  sessionCookieName,
  sessionCookieOptions,
} from '../features/auth/session-rules';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Read lazily so static files never touch the database. */
    currentUser(): UserRow | null;
  }
  interface FastifyInstance {
    sessionCookieName: string;
    sessionCookieOptions: ReturnType<typeof sessionCookieOptions>;
  }
}

/** Throws 401 unless someone is signed in; returns who. */
export function requireUser(request: FastifyRequest): UserRow {
  const user = request.currentUser();
  if (!user) throw new AppError('not-signed-in', 401, 'Please sign in to continue.');
  return user;
}

export default fp(
  async function session(app: FastifyInstance, options: { https: boolean; now: () => Date }) {
    await app.register(cookie);
    const cookieName = sessionCookieName(options.https);
    app.decorate('sessionCookieName', cookieName);
    app.decorate('sessionCookieOptions', sessionCookieOptions(options.https));
    const repo = authRepo(app.db);

    app.decorateRequest('currentUser', function currentUser(this: FastifyRequest) {
      const cached = (this as FastifyRequest & { userCache?: UserRow | null }).userCache;
      if (cached !== undefined) return cached;
      const user = resolveUser(this.cookies[cookieName]);
      (this as FastifyRequest & { userCache?: UserRow | null }).userCache = user;
      return user;
    });

    function resolveUser(sessionId: string | undefined): UserRow | null {
      if (!sessionId) return null;
      const idHash = hashSessionId(sessionId);
      const found = repo.findSession(idHash);
      const now = options.now();
      if (!found) return null;
      if (!isSessionLive(found, now)) {
        repo.deleteSession(idHash);
        return null;
      }
      if (now.getTime() - Date.parse(found.lastSeenAt) > SESSION_TOUCH_EVERY_MS) {
        repo.touchSession(idHash, now.toISOString());
      }
      return repo.findUser(found.userId) ?? null;
    }
  },
  { name: 'session', dependencies: ['db'] },
);
