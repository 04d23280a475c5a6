import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonDepth, MAX_JSON_DEPTH, TOO_DEEP } from './json-depth';

/** JSON bodies through Fastify's own parser (prototype-poisoning checks included), refused when nested too deep. */
export default fp(async function jsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepth(body as string) > MAX_JSON_DEPTH) return done(TOO_DEEP(), undefined);
    parse(request, body as string, done);
  });
});
