import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import type { SiteLinks } from '../../../shared/site-links';
import type { Config } from '../../config';

/**
 * GET /site-links (public): the installation's press article, builders' form and hosts' number, from its configuration,
 * and how hosts are paid out: after each session, to the payout account they add (host-payouts).
 */
export default async function siteLinkRoutes(
  app: FastifyInstance,
  options: { config: Pick<Config, 'pressArticle' | 'buildersFormUrl' | 'hostsPhone'> },
) {
  const { pressArticle, buildersFormUrl, hostsPhone } = options.config;
  const links: SiteLinks = { pressArticle, buildersFormUrl, hostsPhone, hostPayouts: 'after-each-session' };
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/site-links', { schema: API['GET /site-links'], config: { public: true } }, async (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=300').send(links),
    );
}
