import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/session';
import { discoverService, type DiscoverOptions } from './service';

/** GET /profiles/all?location= (spec 001 §7) and GET /profiles/:profileId. Private to the signed-in member. */
export default async function discoverRoutes(app: FastifyInstance, options: DiscoverOptions) {
  const service = discoverService(app.db, options);

  app.get<{ Querystring: { location?: string } }>('/profiles/all', async (request, reply) => {
    const user = requireUser(request);
    return reply.header('Cache-Control', 'no-store').send(service.batch(user.id, request.query.location));
  });

  app.get<{ Params: { profileId: string } }>('/profiles/:profileId', async (request, reply) => {
    const user = requireUser(request);
    return reply.header('Cache-Control', 'no-store').send(service.memberCard(user.id, request.params.profileId));
  });
}
