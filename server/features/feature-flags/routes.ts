import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import type { FeatureFlags } from '../../../shared/feature-flags';
import type { Config } from '../../config';

/** GET /features (public): the switches /start and the member area read, from the configuration. */
export default async function featureFlagRoutes(app: FastifyInstance, options: { config: Pick<Config, 'requireInviteCode'> }) {
  const flags: FeatureFlags = { requireInviteCode: options.config.requireInviteCode };
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/features', { schema: API['GET /features'], config: { public: true } }, async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').send(flags),
    );
}
