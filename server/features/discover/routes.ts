import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import type { BatchAnswer } from '../../../shared/discover';
import { requireUser } from '../auth/session-plugin';
import type { DiscoverService } from './service';

/** GET /profiles/all?location= (docs/product-rules.md#discover-and-picks) and GET /profiles/:profileId. Private to the signed-in member. */
export default async function discoverRoutes(app: FastifyInstance, { service }: { service: DiscoverService }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/profiles/all', { schema: API['GET /profiles/all'] }, async (request, reply) => {
    const user = requireUser(request);
    // Already a BatchAnswer's JSON, gzipped (answers are kept so): Fastify sends a Buffer as it is, without the
    // schema's serializer; the casts only tell the type provider so.
    const gzipped = await service.batchJson(user.id, request.query.location);
    reply.header('Cache-Control', 'no-store').header('Vary', 'Accept-Encoding').type('application/json; charset=utf-8');
    // Every browser takes gzip; anything else gets the JSON itself.
    if (negotiate(request.headers['accept-encoding'] ?? '', ['gzip']) === 'gzip') {
      return reply.header('Content-Encoding', 'gzip').send(gzipped as unknown as BatchAnswer);
    }
    return reply.send(zlib.gunzipSync(gzipped) as unknown as BatchAnswer);
  });

  api.get('/profiles/:profileId', { schema: API['GET /profiles/:profileId'] }, async (request, reply) => {
    const user = requireUser(request);
    return reply.header('Cache-Control', 'no-store').send(await service.memberCard(user.id, request.params.profileId));
  });
}
