import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import { requireUser } from '../auth/session-plugin';
import { hashSessionId } from '../auth/session-rules';
import type { PushService } from './service';

/** GET /push/key, POST and DELETE /push/subscriptions, GET and PUT /notifications/preferences. */
export default async function pushRoutes(app: FastifyInstance, options: { push: PushService; publicKey: () => Promise<string> }) {
  const { push } = options;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/push/key', { schema: API['GET /push/key'] }, async (request, reply) => {
    requireUser(request);
    return reply.header('Cache-Control', 'no-store').send({ publicKey: await options.publicKey() });
  });

  // Subscribing again from the same device replaces its keys: a replay is harmless, so no Idempotency-Key.
  api.post('/push/subscriptions', { schema: API['POST /push/subscriptions'] }, async (request, reply) => {
    const user = requireUser(request);
    const cookie = request.cookies[app.sessionCookieName];
    await app.db.transaction(() => push.subscribe(user.id, cookie ? hashSessionId(cookie) : null, request.body));
    return reply.status(201).send({ subscribed: true });
  });

  api.delete('/push/subscriptions', { schema: API['DELETE /push/subscriptions'] }, async (request) => {
    const user = requireUser(request);
    return { removed: await push.unsubscribe(user.id, request.query.endpoint) };
  });

  api.get('/notifications/preferences', { schema: API['GET /notifications/preferences'] }, async (request, reply) => {
    const user = requireUser(request);
    return reply.header('Cache-Control', 'no-store').send(await push.preferences(user.id));
  });

  api.put('/notifications/preferences', { schema: API['PUT /notifications/preferences'] }, async (request) => {
    const user = requireUser(request);
    return app.db.transaction(() => push.setPreferences(user.id, request.body));
  });
}
