import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import { requireUser } from '../auth/session-plugin';
import { registrationsService } from '../experiences/registrations';
import { experienceCatalog } from '../experiences/catalog';
import type { AccountDeletions } from './account-deletion';
import { myDataService } from './service';

export interface MyDataRouteOptions {
  now: () => Date;
  deletions: AccountDeletions;
}

/**
 * GET /users/me/data (the export, as a file to save), GET /users/me/deletion (what deleting would do now) and
 * POST /users/me/delete.
 */
export default async function myDataRoutes(app: FastifyInstance, options: MyDataRouteOptions) {
  const service = myDataService(
    app.repos,
    options.now,
    registrationsService(app.repos, experienceCatalog(app.repos.catalog, options.now), app.deposits, options.now),
    options.deletions,
  );
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/users/me/data', { schema: API['GET /users/me/data'] }, async (request, reply) => {
    const user = requireUser(request);
    const data = await service.exportFor(user);
    const day = data.exportedAt.slice(0, 10);
    return reply.header('Cache-Control', 'no-store').header('Content-Disposition', `attachment; filename="my-data-${day}.json"`).send(data);
  });

  api.get('/users/me/deletion', { schema: API['GET /users/me/deletion'] }, async (request, reply) => {
    const user = requireUser(request);
    return reply.header('Cache-Control', 'no-store').send(await options.deletions.plan(user.id));
  });

  // Not through the outbox and without an Idempotency-Key: it needs the server's answer before the device forgets
  // anything, and a key stored for the deleted account would outlive it. A repeat after success answers 401: the
  // account is signed out everywhere, whether it is deleted now (200) or once its money has settled (202).
  api.post('/users/me/delete', { schema: API['POST /users/me/delete'] }, async (request, reply) => {
    const user = requireUser(request);
    const answer = await service.deleteAccount(user, request.body.email);
    reply.clearCookie(app.sessionCookieName, app.sessionCookieOptions);
    return reply.status(answer.deleted ? 200 : 202).send(answer);
  });
}
