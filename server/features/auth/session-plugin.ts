import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from './repo';
import { hashSessionId, isSessionLive, SESSION_TOUCH_EVERY_MS, sessionCookieName, sessionCookieOptions } from './session-rules';
import { AppError } from '../../plugins/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user, or null. Found once per request, before any other hook or the handler runs (the database
     * answers asynchronously, while guards ask synchronously); a request without a session cookie never touches the
     * database.
     */
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
  async function session(app: FastifyInstance, options: { https: boolean; now: () => Date; cookieSecret: Buffer }) {
    // The secret signs the cookies that must not be made up by the client (the sign-in browser's id).
    await app.register(cookie, { secret: options.cookieSecret });
    const cookieName = sessionCookieName(options.https);
    app.decorate('sessionCookieName', cookieName);
    app.decorate('sessionCookieOptions', sessionCookieOptions(options.https));
    const repo = app.repos.auth;
    const users = new WeakMap<FastifyRequest, UserRow | null>();

    app.decorateRequest('currentUser', function currentUser(this: FastifyRequest) {
      const user = users.get(this);
      if (user === undefined) throw new Error('currentUser() was called before the session plugin read the session');
      return user;
    });

    // After @fastify/cookie's own onRequest hook (registered above), before api-defaults' session check.
    app.addHook('onRequest', async (request) => {
      users.set(request, await resolveUser(request.cookies[cookieName]));
    });

    async function resolveUser(sessionId: string | undefined): Promise<UserRow | null> {
      if (!sessionId) return null;
      const idHash = hashSessionId(sessionId);
      const found = await repo.findSession(idHash);
      const now = options.now();
      if (!found) return null;
      if (!isSessionLive(found.session, now)) {
        await repo.deleteSession(idHash);
        return null;
      }
      if (now.getTime() - Date.parse(found.session.lastSeenAt) > SESSION_TOUCH_EVERY_MS) {
        await repo.touchSession(idHash, now.toISOString());
      }
      return found.user;
    }
  },
  { name: 'session', dependencies: ['db', 'repos'] },
);
