import type { FastifyInstance } from 'fastify';

/** For load balancers and self-hosters' monitors: the process is up and its database answers. */
export default async function healthRoutes(app: FastifyInstance, options: { version: string }) {
  app.get('/health', async (_request, reply) => {
    app.db.prepare('SELECT 1').get();
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok', version: options.version };
  });
}
