import type { FastifyInstance } from 'fastify';
import { AppError } from '../../plugins/errors';
import { requireUser } from '../auth/session-plugin';
import type { UserRow } from '../auth/repo';
import { sendMedia } from '../media/send-media';
import { visibility } from '../visibility/may-see';
import type { WeekClock } from '../week/cycle-week';
import type { VideoRow } from './repo';
import { POSTER_FILE_NAME, VIDEO_FILE_NAME } from './video-store';

const NOT_FOUND = () => new AppError('not-found', 404, 'There is no video at this address.');
const TYPES = { webm: 'video/webm', mp4: 'video/mp4' } as const;

/**
 * GET /media/videos/:file and /media/posters/:file: for signed-in people only. The owner sees
 * their own at every stage of review, and so do admins, who review them; anyone else only an approved video, only if
 * they have an approved video of their own, only of a member discoverable by video (an approved fun and an approved
 * useful one), and only of someone they may see (shown in a batch, in a group, never across a block). Anything else
 * answers 404 like a missing file, so addresses reveal nothing. Videos answer byte ranges, as players ask for them.
 */
export default async function videoMediaRoutes(app: FastifyInstance, options: WeekClock) {
  const { videos } = app.repos;
  const seen = visibility(app.repos, options);

  async function maySee(viewer: UserRow, video: VideoRow | undefined): Promise<boolean> {
    if (!video) return false;
    // Admins review every video, so they see any of them at every stage.
    if (video.userId === viewer.id || viewer.isAdmin) return true;
    const viewerId = viewer.id;
    if (video.reviewStatus !== 'approved' || !(await videos.hasApproved(viewerId))) return false;
    if (!(await videos.discoverableByVideo([video.userId])).has(video.userId)) return false;
    try {
      return await seen.canSee(viewerId, video.userId, await seen.cityOf(viewerId));
    } catch {
      return false;
    }
  }

  app.get<{ Params: { file: string } }>('/media/videos/:file', async (request, reply) => {
    const user = requireUser(request);
    const name = request.params.file;
    const video = VIDEO_FILE_NAME.test(name) ? await videos.byFile(name) : undefined;
    if (video?.file !== name || !(await maySee(user, video))) throw NOT_FOUND();
    return sendMedia(reply, app.media, { kind: 'videos', name, type: TYPES[video.container], range: request.headers.range }, NOT_FOUND);
  });

  app.get<{ Params: { file: string } }>('/media/posters/:file', async (request, reply) => {
    const user = requireUser(request);
    const name = request.params.file;
    const video = POSTER_FILE_NAME.test(name) ? await videos.byFile(name) : undefined;
    if (video?.posterFile !== name || !(await maySee(user, video))) throw NOT_FOUND();
    return sendMedia(reply, app.media, { kind: 'posters', name, type: 'image/jpeg' }, NOT_FOUND);
  });
}
