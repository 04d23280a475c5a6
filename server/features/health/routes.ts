import type { FastifyInstance } from 'fastify';

/**
 * For load balancers and self-hosters' monitors: the process is up and its database answers. No version: it would
 * only tell an attacker which known holes to try.
 */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { config: { public: true } }, async (_request, reply) => {
    app.db.prepare('SELECT 1').get();
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });
}
