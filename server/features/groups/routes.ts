import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import type { CurrentGroupAnswer } from '../../../shared/groups';
import type { DeclineBody } from '../../../shared/groups-contract';
import { cityOfLocation } from '../../../shared/weekly-cycle';
import { runIdempotent } from '../../plugins/idempotency';
import { requireUser } from '../auth/session-plugin';
import { cycleWeekOf, type WeekClock } from '../week/cycle-week';
import { groupDeposit } from './group-deposit';
import { disputesService } from './disputes';
import { tipsService } from './tips';
import { groupsService } from './service';

/**
 * GET /groups/current, POST /groups/:groupId/accept|decline|check-in|check-in/:profileId|were-there|dispute|tip|vouch/:profileId,
 * GET /groups/:groupId/tip, PUT /groups/:groupId/venue and /groups/:groupId/meet-again/:profileId.
 */
export default async function groupRoutes(app: FastifyInstance, options: WeekClock) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const service = groupsService(app.repos, options.now, groupDeposit(app.deposits));
  const disputes = disputesService(app.db, app.repos, app.deposits.holds, options.now);
  const tips = tipsService(app.repos, app.deposits, options.now);
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
        return runIdempotent(request, reply, async (commit) => {
          if (answer === 'accept') await service.holdDepositToAccept(user.id, request.params.groupId);
          const { groupId } = request.params;
          const done = await commit(async () => ({
            status: 200,
            body: {
              group:
                answer === 'accept'
                  ? await service.accept(user.id, groupId)
                  : await service.decline(user.id, groupId, (request.body ?? {}) as DeclineBody),
            },
          }));
          // A decline in time cancels the member's hold; a dissolved group cancels everyone's (the cycle's tick
          // repeats this, so a failure here is only logged).
          if (answer === 'decline')
            await app.deposits.holds
              .releaseLeftGroups()
              .catch((error: unknown) => request.log.warn({ err: error }, 'could not release deposits'));
          return done;
        });
      },
    );
  }

  api.post(
    '/groups/:groupId/check-in',
    { schema: API['POST /groups/:groupId/check-in'], config: { idempotency: 'required' } },
    async (request, reply) => {
      const user = requireUser(request);
      return runIdempotent(request, reply, async (commit) => {
        // First outside the transaction, so a wrong code is counted even though the refusal rolls the rest back.
        await service.checkIn(user.id, request.params.groupId, request.body);
        return commit(async () => ({ status: 200, body: { group: await service.checkIn(user.id, request.params.groupId, request.body) } }));
      });
    },
  );

  api.post(
    '/groups/:groupId/check-in/:profileId',
    { schema: API['POST /groups/:groupId/check-in/:profileId'], config: { idempotency: 'required' } },
    async (request, reply) => {
      const user = requireUser(request);
      const { groupId, profileId } = request.params;
      return runIdempotent(request, reply, (commit) =>
        commit(async () => ({ status: 200, body: { group: await service.checkMemberIn(user.id, groupId, profileId, request.body) } })),
      );
    },
  );

  api.post(
    '/groups/:groupId/were-there',
    { schema: API['POST /groups/:groupId/were-there'], config: { idempotency: 'required' } },
    async (request, reply) => {
      const user = requireUser(request);
      return runIdempotent(request, reply, (commit) =>
        commit(async () => ({ status: 200, body: { group: await service.wereThere(user.id, request.params.groupId) } })),
      );
    },
  );

  api.post(
    '/groups/:groupId/dispute',
    { schema: API['POST /groups/:groupId/dispute'], config: { idempotency: 'required' } },
    async (request, reply) => {
      const user = requireUser(request);
      return runIdempotent(request, reply, (commit) =>
        commit(async () => ({ status: 200, body: await disputes.open(user.id, request.params.groupId, request.body.reason) })),
      );
    },
  );

  api.get('/groups/:groupId/tip', { schema: API['GET /groups/:groupId/tip'] }, async (request, reply) => {
    const user = requireUser(request);
    return reply.header('Cache-Control', 'no-store').send(await tips.state(user.id, request.params.groupId));
  });

  // The provider is called before the answer is stored (outside its transaction); a replay answers the stored bytes.
  api.post(
    '/groups/:groupId/tip',
    { schema: API['POST /groups/:groupId/tip'], config: { idempotency: 'required' } },
    async (request, reply) => {
      const user = requireUser(request);
      return runIdempotent(request, reply, async (commit) => {
        const answer = await tips.give(user.id, request.params.groupId, request.body);
        return commit(async () => ({ status: 200, body: answer }));
      });
    },
  );

  api.post(
    '/groups/:groupId/vouch/:profileId',
    { schema: API['POST /groups/:groupId/vouch/:profileId'], config: { idempotency: 'required' } },
    async (request, reply) => {
      const user = requireUser(request);
      const { groupId, profileId } = request.params;
      return runIdempotent(request, reply, (commit) =>
        commit(async () => ({ status: 200, body: { group: await service.vouch(user.id, groupId, profileId) } })),
      );
    },
  );

  api.put(
    '/groups/:groupId/meet-again/:profileId',
    { schema: API['PUT /groups/:groupId/meet-again/:profileId'], config: { idempotency: 'required' } },
    async (request, reply) => {
      const user = requireUser(request);
      const { groupId, profileId } = request.params;
      return runIdempotent(request, reply, (commit) =>
        commit(async () => ({ status: 200, body: { group: await service.meetAgain(user.id, groupId, profileId, request.body) } })),
      );
    },
  );

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
