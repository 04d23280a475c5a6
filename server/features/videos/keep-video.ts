import fs from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import type { Answer, Commit } from '../../plugins/idempotency';
import type { VideoRow } from './repo';
import type { VideoPrompt, videosService } from './service';
import { checkVideo } from './video-check';
import type { VideoCheckQueue } from './video-check-queue';
import { makePoster, stripVideo } from './video-processing';
import type { VideoStore } from './video-store';

export interface ReceivedVideo {
  /** Where the uploaded bytes are (a work file or a finished tus upload). */
  file: string;
  size: number;
  /** SHA-256 of the received bytes (hex). */
  sha256: string;
}

/**
 * What both upload routes do with a received video: check it from its bytes, strip its metadata and make its poster
 * (through the video check queue: a few at a time, `checks`), move both into place, then commit the row (replacing
 * the same prompt type or id). The files of a refused or failed upload are removed; those of the videos it replaced
 * go after the commit. `work` collects the work files made here, for the caller to remove.
 */
export async function keepVideo(
  request: FastifyRequest,
  deps: { service: ReturnType<typeof videosService>; store: VideoStore; checks: VideoCheckQueue },
  userId: string,
  prompt: VideoPrompt,
  received: ReceivedVideo,
  work: string[],
  commit: Commit,
): Promise<Answer> {
  const { service, store, checks } = deps;
  const { checked, stripped, poster } = await checks.run(async () => {
    const checked = await checkVideo(received.file, received.size).catch((error: unknown) => {
      // ffmpeg's own words about a refused file go to the log (they say why), never to the member.
      if (error instanceof Error && error.cause) request.log.warn({ why: error.cause }, `video not kept: ${error.message}`);
      throw error;
    });
    const stripped = await store.workFile(checked.container);
    const poster = await store.workFile('jpg');
    work.push(stripped, poster);
    await stripVideo(received.file, stripped, checked);
    await makePoster(stripped, poster);
    return { checked, stripped, poster };
  });
  const size = (await fs.stat(stripped)).size;
  const files = await store.keep(stripped, checked.container, poster);
  let replaced: VideoRow[] = [];
  let answer: Answer;
  try {
    answer = await commit(async () => {
      const kept = await service.keep(userId, prompt, files, checked, size, received.sha256);
      replaced = kept.replaced;
      return { status: 201, body: kept.video };
    });
  } catch (error) {
    await store.remove(files.file, files.posterFile);
    throw error;
  }
  for (const row of replaced) await store.remove(row.file, row.posterFile);
  return answer;
}
