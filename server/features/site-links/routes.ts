import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import type { SiteLinks } from '../../../shared/site-links';
import type { Config } from '../../config';

/** GET /site-links (public): the installation's press article and builders' form, from its configuration. */
export default async function siteLinkRoutes(app: FastifyInstance, options: { config: Pick<Config, 'pressArticle' | 'buildersFormUrl'> }) {
  const links: SiteLinks = { pressArticle: options.config.pressArticle, buildersFormUrl: options.config.buildersFormUrl };
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/site-links', { schema: API['GET /site-links'], config: { public: true } }, async (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=300').send(links),
    );
}
