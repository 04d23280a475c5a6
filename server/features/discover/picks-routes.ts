import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import { runIdempotentChange } from '../../plugins/idempotency';
import { requireUser } from '../auth/session-plugin';
import type { WeekClock } from '../week/cycle-week';
import { picksService } from './picks-service';

/** GET /picks (one's own only), PUT /picks/:profileId, POST /blocks, POST /reports. */
export default async function picksRoutes(app: FastifyInstance, options: WeekClock) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const service = picksService(app.repos, options);

  api.get('/picks', { schema: API['GET /picks'] }, async (request, reply) => {
    const user = requireUser(request);
    return reply.header('Cache-Control', 'no-store').send({ data: await service.ownPicks(user.id) });
  });

  api.put('/picks/:profileId', { schema: API['PUT /picks/:profileId'], config: { idempotency: 'required' } }, async (request, reply) => {
    const user = requireUser(request);
    return runIdempotentChange(request, reply, async () => ({
      status: 200,
      body: await service.setLevel(user.id, request.params.profileId, request.body.level),
    }));
  });

  api.post('/blocks', { schema: API['POST /blocks'], config: { idempotency: 'required' } }, async (request, reply) => {
    const user = requireUser(request);
    return runIdempotentChange(request, reply, async () => {
      await service.block(user.id, request.body.profileId);
      return { status: 200, body: { blocked: true } };
    });
  });

  api.post('/reports', { schema: API['POST /reports'], config: { idempotency: 'required' } }, async (request, reply) => {
    const user = requireUser(request);
    return runIdempotentChange(request, reply, async () => {
      await service.report(user.id, request.body);
      return { status: 200, body: { reported: true } };
    });
  });
}
