import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { TUS_RESUMABLE } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API } from '../../../shared/api-contract';
import type { Config } from '../../config';
import { AppError } from '../../plugins/errors';
import { runIdempotent } from '../../plugins/idempotency';
import { requireUser } from '../auth/session-plugin';
import { keepVideo } from './keep-video';
import { checkUploadFields, videosService } from './service';
import { NO_SUCH_UPLOAD_MESSAGE } from './tus-answers';
import { fileSha256, uploadServer } from './upload-server';
import { countVideoUpload } from './upload-limit';
import { VIDEO_MESSAGES } from './video-check';
import { videoStore } from './video-store';

const NO_SUCH_UPLOAD = () => new AppError('not-found', 404, NO_SUCH_UPLOAD_MESSAGE);
const NOT_FINISHED = () =>
  new AppError('validation-failed', 400, 'This upload has not received all of its bytes yet.', {
    uploadId: 'This upload has not received all of its bytes yet.',
  });
const NOT_WHAT_WAS_SENT = () => new AppError('video-damaged', 400, VIDEO_MESSAGES.damaged, { video: VIDEO_MESSAGES.damaged });
/** How often uploads left behind are looked for. */
const CLEAN_UP_EVERY_MS = 10 * 60 * 1000;

/**
 * Resumable uploads: the tus protocol at /api/videos/tus (create, HEAD for the offset, PATCH from
 * it), each upload the session member's own; then POST /videos/uploads/finish checks and keeps the finished upload
 * exactly as POST /videos/upload does a multipart one (keep-video.ts).
 */
export default async function tusRoutes(
  app: FastifyInstance,
  { config, now }: { config: Pick<Config, 'dataDir' | 'videos' | 'media' | 'databaseUrl'>; now: () => Date },
) {
  const options = { ...config, now };
  const service = videosService(app.repos, options.now);
  const store = videoStore(options.dataDir, app.media);
  const { db, repos } = app;
  const uploads = uploadServer({ ...options, db, repos, limits: options.videos, log: app.log });
  const checks = app.videoChecks;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  // tus reads PATCH bodies itself, as they arrive, so a cut connection keeps what got through.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  // tus answers, and Fastify sends the answer (or the refusal, as {message, code}) with the app's headers.
  const handOver = async (request: FastifyRequest, reply: FastifyReply, memberId: string) => {
    reply.header('Tus-Resumable', TUS_RESUMABLE);
    try {
      return reply.send(await uploads.handle(request.raw, reply.raw, memberId));
    } finally {
      // Answered before its body was read (an offset conflict, say): nobody reads the rest, and a browser reads the
      // answer only once its body is sent or the connection fails, so the connection closes after the answer.
      if (!request.raw.complete) reply.header('Connection', 'close');
    }
  };

  // A new upload counts against the member's daily uploads (upload-limit.ts); resuming one does not.
  api.post('/videos/tus', { schema: API['POST /videos/tus'] }, async (request, reply) => {
    const user = requireUser(request);
    await countVideoUpload(app.repos, user.id, options.now());
    return handOver(request, reply, user.id);
  });

  const ownUploadRoute = async (request: FastifyRequest<{ Params: { uploadId: string } }>, reply: FastifyReply) => {
    const user = requireUser(request);
    if (!(await uploads.ownUpload(request.params.uploadId, user.id))) throw NO_SUCH_UPLOAD();
    return handOver(request, reply, user.id);
  };
  api.patch('/videos/tus/:uploadId', { schema: API['PATCH /videos/tus/:uploadId'] }, ownUploadRoute);
  api.head('/videos/tus/:uploadId', { schema: API['PATCH /videos/tus/:uploadId'] }, ownUploadRoute);

  api.post(
    '/videos/uploads/finish',
    { schema: API['POST /videos/uploads/finish'], config: { idempotency: 'required' } },
    async (request, reply) => {
      const user = requireUser(request);
      const { uploadId, sha256, ...fields } = request.body;
      const work: string[] = [];
      // The request is the same when it names the same bytes for the same prompt: a retry whose earlier answer was
      // lost re-sends its bytes as a new upload (the first was removed once kept) and is answered from the first.
      const identity = { ...fields, sha256 };
      try {
        return await runIdempotent(
          request,
          reply,
          async (commit) => {
            const upload = await uploads.ownUpload(uploadId, user.id);
            if (!upload) throw NO_SUCH_UPLOAD();
            if (upload.size === undefined || upload.offset !== upload.size) throw NOT_FINISHED();
            const profile = await app.repos.profiles.find(user.id);
            const prompt = checkUploadFields(fields, profile?.location ?? null);
            try {
              // What arrived must be what the device recorded, byte for byte, however often the upload was resumed.
              const file = await uploads.localFile(uploadId, async () => {
                const copy = await store.workFile('upload');
                work.push(copy);
                return copy;
              });
              const received = { file, size: upload.size, sha256: await fileSha256(file) };
              if (received.sha256 !== sha256) throw NOT_WHAT_WAS_SENT();
              const answer = await keepVideo(request, { service, store, checks }, user.id, prompt, received, work, commit);
              await uploads.remove(uploadId);
              return answer;
            } catch (error) {
              // Bytes the check refused are of no use: the device still has the recording and sends a new upload. A
              // check that could not run (video-check-busy, 503) refused nothing: the retry finishes the same upload.
              if (error instanceof AppError && error.code.startsWith('video-') && error.status < 500) await uploads.remove(uploadId);
              throw error;
            }
          },
          identity,
        );
      } finally {
        for (const file of work) await store.removeWorkFile(file);
      }
    },
  );

  const timer = setInterval(() => {
    uploads.cleanUp().catch((error: unknown) => app.log.warn({ err: error }, 'could not remove unfinished video uploads'));
  }, CLEAN_UP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await uploads.close();
  });
}
