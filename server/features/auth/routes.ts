import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import { requireUser } from './session-plugin';
import { roadmapsMapOf } from '../../../shared/journey';
import { currentUserOf } from './current-user';
import { hashSessionId } from './session-rules';

export default async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const repo = app.repos.auth;

  // Spec: "GET /auth/me — current user; null on failure". Never 401, so guards can ask freely.
  api.get('/auth/me', { schema: API['GET /auth/me'], config: { public: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const user = request.currentUser();
    return user ? await currentUserOf(user, app.repos) : null;
  });

  // The User object: the account basics and the journey's roadmaps map (docs/product-rules.md#sign-in).
  api.get('/users/currentUser', { schema: API['GET /users/currentUser'] }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const user = requireUser(request);
    const roadmaps = roadmapsMapOf(await app.repos.journey.completionsOf(user.id));
    return { ...(await currentUserOf(user, app.repos)), roadmaps };
  });

  // Deletes the session on the server, so a copy of the cookie is worthless afterwards.
  api.post('/auth/logout', { schema: API['POST /auth/logout'], config: { public: true } }, async (request, reply) => {
    const sessionId = request.cookies[app.sessionCookieName];
    if (sessionId) {
      const hash = hashSessionId(sessionId);
      await repo.deleteSession(hash);
      // This device's pushes stop with its sign-in (read through the registry: push stands above auth).
      await app.repos.push.removeOfSession(hash);
    }
    reply.clearCookie(app.sessionCookieName, app.sessionCookieOptions);
    return reply.status(204).send();
  });
}
