import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import type { CurrentGroupAnswer } from '../../../shared/groups';
import { cityOfLocation } from '../../../shared/weekly-cycle';
import { runIdempotent } from '../../plugins/idempotency';
import { requireUser } from '../../plugins/session';
import { cycleWeekOf, type WeekClock } from '../week/cycle-week';
import { groupsService } from './service';

/** GET /groups/current, POST /groups/:groupId/accept|decline, PUT /groups/:groupId/venue. */
export default async function groupRoutes(app: FastifyInstance, options: WeekClock) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const service = groupsService(app.repos, options.now);
  const { jobs, discover: profiles } = app.repos;

  api.get('/groups/current', { schema: API['GET /groups/current'] }, async (request, reply) => {
    const user = requireUser(request);
    const city = cityOfLocation((await profiles.byUserId(user.id))?.location);
    const answer: CurrentGroupAnswer = city
      ? await service.current(user.id, city.id, (await cycleWeekOf(jobs, city, options.now(), options.discoverOpensAt)).week)
      : { group: null, outcome: null };
    return reply.header('Cache-Control', 'no-store').send(answer);
  });

  for (const answer of ['accept', 'decline'] as const) {
    api.post(
      `/groups/:groupId/${answer}`,
      { schema: API[`POST /groups/:groupId/${answer}`], config: { idempotency: 'required' } },
      async (request, reply) => {
        const user = requireUser(request);
        return runIdempotent(request, reply, (commit) =>
          commit(async () => ({ status: 200, body: { group: await service[answer](user.id, request.params.groupId) } })),
        );
      },
    );
  }

  api.put(
    '/groups/:groupId/venue',
    { schema: API['PUT /groups/:groupId/venue'], config: { idempotency: 'required' } },
    async (request, reply) => {
      const user = requireUser(request);
      return runIdempotent(request, reply, (commit) =>
        commit(async () => ({ status: 200, body: { group: await service.setVenue(user.id, request.params.groupId, request.body) } })),
      );
    },
  );
}
