import fs from 'node:fs/promises';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import { type Answer, runIdempotent } from '../../plugins/idempotency';
import { requireUser } from '../../plugins/session';
import { validationFailed } from '../profiles/profile-json';
import type { VideoRow } from './repo';
import { checkUploadFields, videosService } from './service';
import { checkVideo, VIDEO_MESSAGES } from './video-check';
import { readVideoForm } from './video-form';
import { makePoster, stripVideo } from './video-processing';
import { videoStore } from './video-store';

/** POST /videos/upload (multipart), POST /videos/delete, GET /videos/mine (spec 001 §7; issue 13). */
export default async function videoRoutes(app: FastifyInstance, options: { dataDir: string; now: () => Date }) {
  const service = videosService(app.repos, options.now);
  const store = videoStore(options.dataDir);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  const removeAll = async (rows: VideoRow[]) => {
    for (const row of rows) await store.remove(row.file, row.posterFile);
  };

  api.get('/videos/mine', { schema: API['GET /videos/mine'] }, async (request, reply) => {
    const user = requireUser(request);
    return reply.header('Cache-Control', 'no-store').send({ data: await service.own(user.id) });
  });

  // The video is checked from its bytes, stripped of metadata and given a poster before the commit; the files of a
  // refused or failed upload are removed, and those of the video it replaces go after the commit.
  api.post('/videos/upload', { schema: API['POST /videos/upload'], config: { idempotency: 'required' } }, async (request, reply) => {
    const user = requireUser(request);
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
          const checked = await checkVideo(form.video.file, form.video.size);
          const stripped = await store.workFile(checked.container);
          const poster = await store.workFile('jpg');
          work.push(stripped, poster);
          await stripVideo(form.video.file, stripped, checked);
          await makePoster(stripped, poster);
          const size = (await fs.stat(stripped)).size;
          const files = await store.keep(stripped, checked.container, poster);
          let replaced: VideoRow[] = [];
          let answer: Answer;
          try {
            answer = await commit(async () => {
              const kept = await service.keep(user.id, prompt, files, checked, size);
              replaced = kept.replaced;
              return { status: 201, body: kept.video };
            });
          } catch (error) {
            await store.remove(files.file, files.posterFile);
            throw error;
          }
          await removeAll(replaced);
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
