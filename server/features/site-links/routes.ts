import type { FastifyInstance } from 'fastify';
import type { SiteLinks } from '../../../shared/site-links';
import type { Config } from '../../config';

/** GET /site-links (public): the installation's press article and builders' form, from its configuration. */
export default async function siteLinkRoutes(app: FastifyInstance, options: { config: Pick<Config, 'pressArticle' | 'buildersFormUrl'> }) {
  const links: SiteLinks = { pressArticle: options.config.pressArticle, buildersFormUrl: options.config.buildersFormUrl };
  app.get('/site-links', { config: { public: true } }, async (_request, reply) => reply.header('Cache-Control', 'public, max-age=300').send(links));
}
