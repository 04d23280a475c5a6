import fs from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../plugins/errors';
import { requireUser } from '../auth/session-plugin';
import type { UserRow } from '../auth/repo';
import { visibility } from '../visibility/may-see';
import type { WeekClock } from '../week/cycle-week';
import type { VideoRow } from './repo';
import { videoStore } from './video-store';

const NOT_FOUND = () => new AppError('not-found', 404, 'There is no video at this address.');
const TYPES = { webm: 'video/webm', mp4: 'video/mp4' } as const;

/** One byte range of a file ("bytes=start-end", "bytes=start-", "bytes=-suffix"), or null for the whole file. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [start, end] =
    match[1] === ''
      ? [Math.max(0, size - Number(match[2])), size - 1]
      : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/**
 * GET /media/videos/:file and /media/posters/:file: for signed-in people only. The owner sees
 * their own at every stage of review, and so do admins, who review them; anyone else only an approved video, only if
 * they have an approved video of their own, only of a member discoverable by video (an approved fun and an approved
 * useful one), and only of someone they may see (shown in a batch, in a group, never across a block). Anything else
 * answers 404 like a missing file, so addresses reveal nothing. Videos answer byte ranges, as players ask for them.
 */
export default async function videoMediaRoutes(app: FastifyInstance, options: { dataDir: string } & WeekClock) {
  const store = videoStore(options.dataDir);
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

  async function send(reply: FastifyReply, path: string, type: string, range: string | undefined) {
    let size: number;
    try {
      size = (await fs.promises.stat(path)).size;
    } catch {
      throw NOT_FOUND();
    }
    reply
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Accept-Ranges', 'bytes')
      .type(type);
    const part = byteRange(range, size);
    if (part === 'unsatisfiable') return reply.code(416).header('Content-Range', `bytes */${size}`).send();
    if (!part) return reply.header('Content-Length', size).send(fs.createReadStream(path));
    return reply
      .code(206)
      .header('Content-Range', `bytes ${part.start}-${part.end}/${size}`)
      .header('Content-Length', part.end - part.start + 1)
      .send(fs.createReadStream(path, { start: part.start, end: part.end }));
  }

  app.get<{ Params: { file: string } }>('/media/videos/:file', async (request, reply) => {
    const user = requireUser(request);
    const path = store.videoPathOf(request.params.file);
    const video = path ? await videos.byFile(request.params.file) : undefined;
    if (!path || video?.file !== request.params.file || !(await maySee(user, video))) throw NOT_FOUND();
    return send(reply, path, TYPES[video.container], request.headers.range);
  });

  app.get<{ Params: { file: string } }>('/media/posters/:file', async (request, reply) => {
    const user = requireUser(request);
    const path = store.posterPathOf(request.params.file);
    const video = path ? await videos.byFile(request.params.file) : undefined;
    if (!path || video?.posterFile !== request.params.file || !(await maySee(user, video))) throw NOT_FOUND();
    return send(reply, path, 'image/jpeg', undefined);
  });
}
