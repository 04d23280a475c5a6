import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import { runIdempotent } from '../../plugins/idempotency';
import { requireUser } from '../../plugins/session';
import { poetryNightService } from './poetry-night';
import { registrationsService } from './registrations';

/**
 * PUT /api/experiences/:experienceId/registration (the wizard's answers; spec 001 §5 POST /profiles (JSON)) and
 * GET /api/experiences/registrations (the member's own); PUT /api/poetry-night/registration (the Fridays a member
 * could make, from the public poetry night page, sent once they are signed in).
 */
export default async function experienceRoutes(app: FastifyInstance, options: { now: () => Date }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const service = registrationsService(app.repos, app.deposits, options.now);
  const poetryNight = poetryNightService(app.repos.experiences, options.now);

  api.get('/experiences/registrations', { schema: API['GET /experiences/registrations'] }, async (request, reply) => {
    const user = requireUser(request);
    return reply.header('Cache-Control', 'no-store').send({ registrations: await service.mine(user.id) });
  });

  api.put(
    '/experiences/:experienceId/registration',
    { schema: API['PUT /experiences/:experienceId/registration'], config: { idempotency: 'required' } },
    async (request, reply) => {
      const user = requireUser(request);
      const { experienceId } = request.params;
      return runIdempotent(request, reply, async (commit) => {
        service.check(experienceId, request.body);
        await service.settleDeposit(user.id, experienceId, request.body);
        return commit(async () => ({
          status: 200,
          body: { ok: true, registration: await service.save(user.id, experienceId, request.body) },
        }));
      });
    },
  );

  api.put(
    '/poetry-night/registration',
    { schema: API['PUT /poetry-night/registration'], config: { idempotency: 'required' } },
    async (request, reply) => {
      const user = requireUser(request);
      return runIdempotent(request, reply, (commit) =>
        commit(async () => ({ status: 200, body: await poetryNight.register(user.id, request.body) })),
      );
    },
  );
}
