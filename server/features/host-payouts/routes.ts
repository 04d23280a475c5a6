import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import { JOURNEY_COPY } from '../../../shared/format-journey';
import { AppError } from '../../plugins/errors';
import { requireUser } from '../auth/session-plugin';
import type { HostPayoutsService } from './service';

/**
 * GET /api/hosts/me/payouts (the host's payout account and their share's way to the bank) and
 * POST /api/hosts/me/payouts/connect (the provider's onboarding page for the host's account, made once). Hosts only.
 */
export default async function hostPayoutRoutes(app: FastifyInstance, options: { payouts: HostPayoutsService }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const host = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    if (!user.isHost) throw new AppError('forbidden', 403, JOURNEY_COPY.notHost);
    return user;
  };

  api.get('/hosts/me/payouts', { schema: API['GET /hosts/me/payouts'] }, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send(await options.payouts.summary(host(request).id)),
  );

  // Safe to repeat: the account is made once per host, and each call answers a fresh link to it.
  api.post('/hosts/me/payouts/connect', { schema: API['POST /hosts/me/payouts/connect'] }, async (request) => ({
    url: await options.payouts.connect(host(request).id),
  }));
}
