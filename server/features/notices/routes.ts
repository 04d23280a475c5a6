import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import { AppError } from '../../plugins/errors';
import { requireUser } from '../auth/session-plugin';

/** GET /notices (the member's own outcome notices) and POST /notices/:noticeId/read. */
export default async function noticeRoutes(app: FastifyInstance, options: { now: () => Date }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const repo = app.repos.notices;

  api.get('/notices', { schema: API['GET /notices'] }, async (request, reply) => {
    const user = requireUser(request);
    return reply.header('Cache-Control', 'no-store').send({ data: await repo.listFor(user.id, options.now()) });
  });

  // Marking read is naturally idempotent (the first time wins), so no Idempotency-Key is needed.
  api.post('/notices/:noticeId/read', { schema: API['POST /notices/:noticeId/read'] }, async (request, reply) => {
    const user = requireUser(request);
    if (!(await repo.markRead(user.id, request.params.noticeId, options.now().toISOString()))) {
      throw new AppError('not-found', 404, 'There is no such notice.');
    }
    return reply.status(204).send();
  });
}
