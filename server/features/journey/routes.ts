import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import { runIdempotentChange } from '../../plugins/idempotency';
import { requireUser } from '../auth/session-plugin';
import { foldSpecSpellings } from '../../plugins/spec-spellings';
import { journeyService } from './service';
import { parseUserPropertyUpdate } from './user-property-changes';

/** POST /users/updateUserProperty (docs/product-rules.md#journey-and-chats): completing roadmap steps. The map is read with GET /users/currentUser. */
export default async function journeyRoutes(app: FastifyInstance, options: { now: () => Date }) {
  const service = journeyService(app.repos, options.now);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(
    '/users/updateUserProperty',
    { schema: API['POST /users/updateUserProperty'], config: { idempotency: 'required' }, preValidation: foldSpecSpellings },
    async (request, reply) => {
      const user = requireUser(request);
      const changes = parseUserPropertyUpdate(request.body);
      return runIdempotentChange(request, reply, async () => ({ status: 200, body: await service.update(user.id, changes) }));
    },
  );
}
