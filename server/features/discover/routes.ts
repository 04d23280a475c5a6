import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import type { BatchAnswer } from '../../../shared/discover';
import { requireUser } from '../../plugins/session';
import type { WeekClock } from '../week/cycle-week';
import { discoverService } from './service';

/** GET /profiles/all?location= (spec 001 §7) and GET /profiles/:profileId. Private to the signed-in member. */
export default async function discoverRoutes(app: FastifyInstance, options: WeekClock) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const service = discoverService(app.repos, options);

  api.get('/profiles/all', { schema: API['GET /profiles/all'] }, async (request, reply) => {
    const user = requireUser(request);
    // Already a BatchAnswer's JSON, in bytes (answers and cards are cached as JSON): Fastify sends a Buffer as it is,
    // without the schema's serializer; the cast only tells the type provider so.
    const answer = await service.batchJson(user.id, request.query.location);
    return reply
      .header('Cache-Control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(answer as unknown as BatchAnswer);
  });

  api.get('/profiles/:profileId', { schema: API['GET /profiles/:profileId'] }, async (request, reply) => {
    const user = requireUser(request);
    return reply.header('Cache-Control', 'no-store').send(await service.memberCard(user.id, request.params.profileId));
  });
}
