import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Every answer names its request id, so a person's report can be matched to the log lines. */
export default fp(async function requestLogging(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
});
