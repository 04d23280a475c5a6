import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { VideosConfig } from '../../config';
import { API } from '../../../shared/api-contract';
import { runIdempotent } from '../../plugins/idempotency';
import { requireUser } from '../auth/session-plugin';
import { validationFailed } from '../profiles/profile-json';
import type { VideoRow } from './repo';
import { checkUploadFields, videosService } from './service';
import { keepVideo } from './keep-video';
import { countVideoUpload } from './upload-limit';
import { uploadRoom } from './upload-room';
import { VIDEO_ONE_REQUEST_MAX_BYTES } from '../../../shared/video-upload';
import { VIDEO_MESSAGES } from './video-check';
import { readVideoForm, refuseDeclaredTooLarge } from './video-form';
import { videoStore } from './video-store';

/** POST /videos/upload (multipart), POST /videos/delete, GET /videos/mine (docs/product-rules.md#videos-and-review). */
export default async function videoRoutes(app: FastifyInstance, options: { dataDir: string; now: () => Date; videos: VideosConfig }) {
  const service = videosService(app.repos, options.now);
  const store = videoStore(options.dataDir, app.media);
  const room = uploadRoom(app.db, app.repos.videoUploads, options.videos, options.now);
  const checks = app.videoChecks;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  const removeAll = async (rows: VideoRow[]) => {
    for (const row of rows) await store.remove(row.file, row.posterFile);
  };

  api.get('/videos/mine', { schema: API['GET /videos/mine'] }, async (request, reply) => {
    const user = requireUser(request);
    return reply.header('Cache-Control', 'no-store').send({ data: await service.own(user.id) });
  });

  // The small-upload path (one multipart request, for a recording of at most one tus chunk); keep-video.ts checks and
  // keeps what it received.
  api.post('/videos/upload', { schema: API['POST /videos/upload'], config: { idempotency: 'required' } }, async (request, reply) => {
    const user = requireUser(request);
    refuseDeclaredTooLarge(request);
    // The body is written to disk as it arrives: not when that would leave the disk nearly full.
    await room.checkFreeSpace(options.dataDir, Number(request.headers['content-length']) || VIDEO_ONE_REQUEST_MAX_BYTES);
    const received = await store.workFile('upload');
    const work: string[] = [received];
    // Work files go before the answer when the upload runs; a replay (answered from the store) clears them after.
    const removeWork = async () => {
      for (const file of work) await store.removeWorkFile(file);
    };
    try {
      const form = await readVideoForm(request, received);
      return await runIdempotent(
        request,
        reply,
        async (commit) => {
          const profile = await app.repos.profiles.find(user.id);
          const prompt = checkUploadFields(form.fields, profile?.location ?? null);
          if (!form.video) throw validationFailed({ video: VIDEO_MESSAGES.notVideo });
          // Counted against the member's daily uploads (a replay is answered from the store without counting).
          await countVideoUpload(app.repos, user.id, options.now());
          const answer = await keepVideo(request, { service, store, checks }, user.id, prompt, form.video, work, commit);
          await removeWork();
          return answer;
        },
        { fields: form.fields, video: form.video?.sha256 ?? null },
      );
    } finally {
      await removeWork();
    }
  });

  // The files go after the commit and before the answer, so whoever asks next finds them gone.
  api.post('/videos/delete', { schema: API['POST /videos/delete'], config: { idempotency: 'required' } }, async (request, reply) => {
    const user = requireUser(request);
    return runIdempotent(request, reply, async (commit) => {
      let removed: VideoRow | undefined;
      const answer = await commit(async () => {
        const profile = await app.repos.profiles.find(user.id);
        if (!profile || profile.location !== request.body.location.trim()) throw validationFailed({ location: 'User location not found' });
        removed = await service.remove(user.id, request.body.videoId);
        return { status: 200, body: { videoId: request.body.videoId } };
      });
      if (removed) await removeAll([removed]);
      return answer;
    });
  });
}
