import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';

/**
 * For load balancers and self-hosters' monitors: the process is up and its database answers. No version: it would
 * only tell an attacker which known holes to try.
 */
export default async function healthRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get('/health', { schema: API['GET /health'], config: { public: true } }, async (_request, reply) => {
    await app.db.get('SELECT 1');
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' as const };
  });
}
