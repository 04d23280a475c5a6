import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An /api route anyone may call signed out. Every other /api route needs a session (checked before its body is read). */
    public?: true;
  }
  interface FastifyInstance {
    /** Fastify's own route table as it was built: every /api route with whether it is public. */
    apiRoutes: { method: string; url: string; public: boolean }[];
  }
}

const NOT_SIGNED_IN = () => new AppError('not-signed-in', 401, 'Please sign in to continue.');

/**
 * The /api scope's defaults (fastify/demo's autohooks): a route opts out of needing a session, it never opts in,
 * so a new route cannot forget it; and answers are `Cache-Control: no-store` unless the route sets its own.
 */
export default fp(
  async function apiDefaults(app: FastifyInstance) {
    const apiRoutes: FastifyInstance['apiRoutes'] = [];
    app.decorate('apiRoutes', apiRoutes);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const isPublic = (route.config as { public?: true } | undefined)?.public === true;
      for (const method of [route.method].flat()) apiRoutes.push({ method, url: route.url, public: isPublic });
    });
    app.addHook('onRequest', async (request) => {
      const url = request.routeOptions.url;
      if (!url?.startsWith('/api/') || request.routeOptions.config.public) return;
      if (!request.currentUser()) throw NOT_SIGNED_IN();
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    });
  },
  { name: 'api-defaults', dependencies: ['session'] },
);
