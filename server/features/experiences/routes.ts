import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import { runIdempotent, runIdempotentChange } from '../../plugins/idempotency';
import { requireUser } from '../auth/session-plugin';
import { experienceCatalog } from './catalog';
import { poetryNightService } from './poetry-night';
import { poetryNightEvenings } from './poetry-night-evenings';
import { registrationsService } from './registrations';

/**
 * GET /api/experiences and /api/experiences/:experienceId (public: the experiences, from the database);
 * PUT /api/experiences/:experienceId/registration (the wizard's answers; docs/product-rules.md#experiences-and-poetry-night) and
 * GET /api/experiences/registrations (the member's own); PUT /api/poetry-night/registration (the Fridays a member
 * could make, from the public poetry night page, sent once they are signed in).
 */
export default async function experienceRoutes(app: FastifyInstance, options: { now: () => Date }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const catalog = experienceCatalog(app.repos.catalog, options.now);
  const service = registrationsService(app.repos, catalog, app.deposits, options.now);
  const poetryNight = poetryNightService(app.repos.experiences, poetryNightEvenings(app.db, app.repos, options.now), options.now);

  // Public pages (/poetry, /yvr, /experience/:id) show them to visitors; a minute's caching is plenty for a list
  // hosts change rarely, and the app keeps its own copy on the device for offline.
  api.get('/experiences', { schema: API['GET /experiences'], config: { public: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=60').send({ experiences: await catalog.list() }),
  );

  api.get('/experiences/registrations', { schema: API['GET /experiences/registrations'] }, async (request, reply) => {
    const user = requireUser(request);
    return reply.header('Cache-Control', 'no-store').send({ registrations: await service.mine(user.id) });
  });

  api.get(
    '/experiences/:experienceId',
    { schema: API['GET /experiences/:experienceId'], config: { public: true } },
    async (request, reply) => reply.header('Cache-Control', 'public, max-age=60').send(await catalog.get(request.params.experienceId)),
  );

  api.put(
    '/experiences/:experienceId/registration',
    { schema: API['PUT /experiences/:experienceId/registration'], config: { idempotency: 'required' } },
    async (request, reply) => {
      const user = requireUser(request);
      const { experienceId } = request.params;
      return runIdempotent(request, reply, async (commit) => {
        await service.check(experienceId, request.body);
        await service.settleDeposit(user.id, experienceId, request.body);
        return commit(async () => ({
          status: 200,
          body: { ok: true, registration: await service.save(user.id, experienceId, request.body) },
        }));
      });
    },
  );

  api.get('/poetry-night/registration', { schema: API['GET /poetry-night/registration'] }, async (request, reply) => {
    const user = requireUser(request);
    return reply.header('Cache-Control', 'no-store').send(await poetryNight.own(user.id));
  });

  api.post(
    '/poetry-night/seats/:friday/release',
    { schema: API['POST /poetry-night/seats/:friday/release'], config: { idempotency: 'required' } },
    async (request, reply) => {
      const user = requireUser(request);
      return runIdempotentChange(request, reply, async () => ({
        status: 200,
        body: await poetryNight.release(user.id, request.params.friday),
      }));
    },
  );

  api.put(
    '/poetry-night/registration',
    { schema: API['PUT /poetry-night/registration'], config: { idempotency: 'required' } },
    async (request, reply) => {
      const user = requireUser(request);
      return runIdempotentChange(request, reply, async () => ({ status: 200, body: await poetryNight.register(user.id, request.body) }));
    },
  );
}
