import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import { runIdempotent } from '../../plugins/idempotency';
import { requireUser } from '../auth/session-plugin';
import { takeClientHit } from '../rate-limits/client-hit';
import type { InvitesService } from './service';

/** Tries of a code from one connection: plenty for people typing a code, far too few to guess one. */
export const INVITE_CHECK_LIMIT = { count: 30, windowMs: 60 * 60 * 1000 };

/** POST /invites, GET /invites/mine, GET /invites?inviteCode= (docs/product-rules.md#groups-and-invites), GET /invites/check (for /start). */
export default async function inviteRoutes(app: FastifyInstance, options: { now: () => Date; invites: InvitesService }) {
  const { invites } = options;
  const { rateLimits: hits } = app.repos;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post('/invites', { schema: API['POST /invites'], config: { idempotency: 'required' } }, async (request, reply) => {
    const user = requireUser(request);
    return runIdempotent(request, reply, (commit) =>
      commit(async () => ({ status: 201, body: { data: await invites.create(user.id, request.body.textPart) } })),
    );
  });

  api.get('/invites/mine', { schema: API['GET /invites/mine'] }, async (request, reply) => {
    const user = requireUser(request);
    return reply.header('Cache-Control', 'no-store').send({ data: await invites.own(user.id) });
  });

  api.get('/invites', { schema: API['GET /invites'] }, async (request, reply) => {
    const user = requireUser(request);
    return reply.header('Cache-Control', 'no-store').send({ data: await invites.ownInvite(user.id, request.query.inviteCode) });
  });

  api.get('/invites/check', { schema: API['GET /invites/check'], config: { public: true } }, async (request, reply) => {
    const now = options.now();
    const valid = await app.db.transaction(async () => {
      await takeClientHit(
        hits,
        'invite-check',
        INVITE_CHECK_LIMIT,
        request.ip,
        now,
        'Too many tries from your connection. Please try again later.',
      );
      return invites.isUsable(request.query.inviteCode);
    });
    return reply.header('Cache-Control', 'no-store').send({ valid });
  });
}
