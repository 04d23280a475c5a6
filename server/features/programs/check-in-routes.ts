import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import { runIdempotent } from '../../plugins/idempotency';
import { requireUser } from '../auth/session-plugin';
import { sessionCheckIns } from './check-in';

/**
 * Checking in at a program's sessions: GET /event-format/:id/sessions (the host: codes and who checked in),
 * POST /event-format/:id/sessions/:sessionId/check-in (a paid participant, with the code) and
 * POST /event-format/:id/sessions/:sessionId/check-in/:interestId (the host checks someone in). Both posts come
 * through the device's outbox, so they need an Idempotency-Key and a replay answers what the first did.
 */
export default async function sessionCheckInRoutes(app: FastifyInstance, options: { now: () => Date }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const checkIns = sessionCheckIns({ db: app.db, now: options.now, hits: app.repos.rateLimits });

  api.get('/event-format/:id/sessions', { schema: API['GET /event-format/:id/sessions'] }, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await checkIns.hostSessions(request.params.id, requireUser(request))),
  );

  api.post(
    '/event-format/:id/sessions/:sessionId/check-in',
    { schema: API['POST /event-format/:id/sessions/:sessionId/check-in'], config: { idempotency: 'required' } },
    async (request, reply) => {
      const user = requireUser(request);
      const { id, sessionId } = request.params;
      return runIdempotent(request, reply, async (commit) => {
        // First outside the transaction, so a wrong code is counted even though the refusal rolls the rest back.
        await checkIns.checkIn(id, user, sessionId, request.body);
        return commit(async () => ({ status: 200, body: await checkIns.checkIn(id, user, sessionId, request.body) }));
      });
    },
  );

  api.post(
    '/event-format/:id/sessions/:sessionId/check-in/:interestId',
    { schema: API['POST /event-format/:id/sessions/:sessionId/check-in/:interestId'], config: { idempotency: 'required' } },
    async (request, reply) => {
      const user = requireUser(request);
      const { id, sessionId, interestId } = request.params;
      return runIdempotent(request, reply, (commit) =>
        commit(async () => ({ status: 200, body: await checkIns.hostCheckIn(id, user, sessionId, interestId, request.body) })),
      );
    },
  );
}
