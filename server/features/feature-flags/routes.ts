import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import type { FeatureFlags } from '../../../shared/feature-flags';
import type { Config } from '../../config';

export interface FeatureFlagOptions {
  config: Pick<Config, 'requireInviteCode' | 'peopleBrowsing' | 'availability' | 'experiences' | 'discoverOpensAt'>;
  now: () => Date;
}

/** The switches as they stand at `at`: the pre-launch date only while it is still ahead. */
export function featureFlagsAt({ config }: FeatureFlagOptions, at: Date): FeatureFlags {
  const opens = config.discoverOpensAt;
  return {
    requireInviteCode: config.requireInviteCode,
    peopleBrowsing: config.peopleBrowsing,
    availability: config.availability,
    experiences: config.experiences,
    discoverOpensAt: opens && at < opens ? opens.toISOString() : null,
  };
}

/** GET /features (public): the switches /start and the member area read, from the configuration. */
export default async function featureFlagRoutes(app: FastifyInstance, options: FeatureFlagOptions) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/features', { schema: API['GET /features'], config: { public: true } }, async (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').send(featureFlagsAt(options, options.now())),
    );
}
