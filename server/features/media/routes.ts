import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/errors';
import { requireUser } from '../../plugins/session';
import { profilesRepo } from '../profiles/repo';
import { photoStore } from './photo-store';

const NOT_FOUND = () => new AppError('not-found', 404, 'There is no photo at this address.');

/**
 * GET /media/photos/:file — a stored profile photo, for signed-in people only. For now only the owner may see
 * it (members do not see each other before launch); a photo someone may not see answers 404 like a missing one.
 * Names never change content, so browsers may keep them for a year, privately.
 */
export default async function mediaRoutes(app: FastifyInstance, options: { dataDir: string }) {
  const store = photoStore(options.dataDir);
  const profiles = profilesRepo(app.db);

  app.get<{ Params: { file: string } }>('/media/photos/:file', async (request, reply) => {
    const user = requireUser(request);
    const file = store.pathOf(request.params.file);
    if (!file || profiles.photoOwner(request.params.file) !== user.id) throw NOT_FOUND();
    let size: number;
    try {
      size = (await fs.promises.stat(file)).size;
    } catch {
      throw NOT_FOUND();
    }
    return reply
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Length', size)
      .type('image/jpeg')
      .send(fs.createReadStream(file));
  });
}
