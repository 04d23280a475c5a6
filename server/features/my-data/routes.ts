import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import { requireUser } from '../../plugins/session';
import { photoStore } from '../media/photo-store';
import { videoStore } from '../videos/video-store';
import { registrationsService } from '../experiences/registrations';
import { experienceCatalog } from '../experiences/catalog';
import { myDataService } from './service';

export interface MyDataRouteOptions {
  dataDir: string;
  now: () => Date;
}

/** GET /users/me/data (the export, as a file to save) and POST /users/me/delete (issue 12, item 8). */
export default async function myDataRoutes(app: FastifyInstance, options: MyDataRouteOptions) {
  const service = myDataService(
    app.db,
    app.repos,
    { photos: photoStore(options.dataDir), videos: videoStore(options.dataDir) },
    options.now,
    registrationsService(app.repos, experienceCatalog(app.repos.catalog, options.now), app.deposits, options.now),
    app.deposits.cards,
  );
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/users/me/data', { schema: API['GET /users/me/data'] }, async (request, reply) => {
    const user = requireUser(request);
    const data = await service.exportFor(user);
    const day = data.exportedAt.slice(0, 10);
    return reply.header('Cache-Control', 'no-store').header('Content-Disposition', `attachment; filename="my-data-${day}.json"`).send(data);
  });

  // Not through the outbox and without an Idempotency-Key: it needs the server's answer before the device forgets
  // anything, and a key stored for the deleted account would outlive it. A repeat after success answers 401.
  api.post('/users/me/delete', { schema: API['POST /users/me/delete'] }, async (request, reply) => {
    const user = requireUser(request);
    const answer = await service.deleteAccount(user, request.body.email);
    reply.clearCookie(app.sessionCookieName, app.sessionCookieOptions);
    return reply.send(answer);
  });
}
