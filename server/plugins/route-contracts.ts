import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API } from '../../shared/api-contract';

/**
 * Every /api route is registered with its entry of shared/api-contract.ts as its schema (docs/architecture.md, section 1: every
 * route declares its request and response schemas, the client's fetch reads the same ones). A route without one,
 * or with schemas of its own, stops the app at start, naming the route.
 */
export default fp(
  async function routeContracts(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      for (const method of [route.method].flat()) {
        // Fastify's HEAD twin of a GET shares the GET's options.
        if (method === 'HEAD') continue;
        const key = `${method} ${route.url.slice('/api'.length)}`;
        if (!Object.hasOwn(API, key)) throw new Error(`${method} ${route.url} has no contract in shared/api-contract.ts`);
        if (route.schema !== API[key as keyof typeof API]) throw new Error(`${method} ${route.url} must use schema: API['${key}']`);
      }
    });
  },
  { name: 'route-contracts' },
);
