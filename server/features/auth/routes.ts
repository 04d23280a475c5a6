import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session';
import { currentUserOf } from './current-user';
import { authRepo } from './repo';
import { hashSessionId } from './session-rules';

export default async function authRoutes(app: FastifyInstance) {
  const repo = authRepo(app.db);

  // Spec: "GET /auth/me — current user; null on failure". Never 401, so guards can ask freely.
  app.get('/auth/me', { config: { public: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const user = request.currentUser();
    return user ? currentUserOf(user, repo) : null;
  });

  app.get('/users/currentUser', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return currentUserOf(requireUser(request), repo);
  });

  // Deletes the session on the server, so a copy of the cookie is worthless afterwards.
  app.post('/auth/logout', { config: { public: true } }, async (request, reply) => {
    const sessionId = request.cookies[app.sessionCookieName];
    if (sessionId) repo.deleteSession(hashSessionId(sessionId));
    reply.clearCookie(app.sessionCookieName, app.sessionCookieOptions);
    return reply.status(204).send();
  });
}
