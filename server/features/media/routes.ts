import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/errors';
import { requireUser } from '../auth/session-plugin';
import { visibility } from '../visibility/may-see';
import type { WeekClock } from '../week/cycle-week';
import { photoStore } from './photo-store';
import { sendMedia } from './send-media';

const NOT_FOUND = () => new AppError('not-found', 404, 'There is no photo at this address.');

/**
 * GET /media/photos/:file — a stored profile photo, for signed-in people only: its owner, and members who were
 * shown the owner in a batch or are in a group with them (never across a block). A photo someone may not see
 * answers 404 like a missing one. Names never change content, so browsers may keep them for a year, privately.
 */
export default async function mediaRoutes(app: FastifyInstance, options: WeekClock) {
  const store = photoStore(app.media);
  const { profiles } = app.repos;
  const seen = visibility(app.repos, options);

  async function maySee(viewerId: string, ownerId: string | undefined): Promise<boolean> {
    if (!ownerId) return false;
    if (ownerId === viewerId) return true;
    try {
      return await seen.canSee(viewerId, ownerId, await seen.cityOf(viewerId));
    } catch {
      return false;
    }
  }

  app.get<{ Params: { file: string } }>('/media/photos/:file', async (request, reply) => {
    const user = requireUser(request);
    const name = request.params.file;
    if (!store.isStoredName(name) || !(await maySee(user.id, await profiles.photoOwner(name)))) throw NOT_FOUND();
    return sendMedia(reply, app.media, { kind: 'photos', name, type: 'image/jpeg' }, NOT_FOUND);
  });
}
