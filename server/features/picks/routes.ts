import type { FastifyInstance } from 'fastify';
import { runIdempotent } from '../../plugins/idempotency';
import { requireUser } from '../../plugins/session';
import { discoverService, type DiscoverOptions } from '../discover/service';
import { validationFailed } from '../profiles/profile-json';
import { picksService } from './service';

function levelOf(body: unknown): number {
  const level = (body as { level?: unknown } | null)?.level;
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 0 || level > 5) {
    throw validationFailed({ level: 'The level is a whole number from 0 to 5.' });
  }
  return level;
}

function profileIdOf(body: unknown): string {
  const profileId = (body as { profileId?: unknown } | null)?.profileId;
  if (typeof profileId !== 'string' || !profileId) throw validationFailed({ profileId: 'Say which member.' });
  return profileId;
}

/** GET /picks (one's own only), PUT /picks/:profileId, POST /blocks, POST /reports. */
export default async function picksRoutes(app: FastifyInstance, options: DiscoverOptions) {
  const service = picksService(app.db, discoverService(app.db, options), options);

  app.get('/picks', async (request, reply) => {
    const user = requireUser(request);
    return reply.header('Cache-Control', 'no-store').send({ data: service.ownPicks(user.id) });
  });

  app.put<{ Params: { profileId: string } }>('/picks/:profileId', { config: { idempotency: 'required' } }, async (request, reply) => {
    const user = requireUser(request);
    const level = levelOf(request.body);
    return runIdempotent(request, reply, (commit) =>
      commit(() => ({ status: 200, body: service.setLevel(user.id, request.params.profileId, level) })),
    );
  });

  app.post('/blocks', { config: { idempotency: 'required' } }, async (request, reply) => {
    const user = requireUser(request);
    const profileId = profileIdOf(request.body);
    return runIdempotent(request, reply, (commit) =>
      commit(() => {
        service.block(user.id, profileId);
        return { status: 200, body: { blocked: true } };
      }),
    );
  });

  app.post('/reports', { config: { idempotency: 'required' } }, async (request, reply) => {
    const user = requireUser(request);
    return runIdempotent(request, reply, (commit) =>
      commit(() => {
        service.report(user.id, request.body);
        return { status: 200, body: { reported: true } };
      }),
    );
  });
}
