import { videoCheckBusy } from './video-check-busy';

declare module 'fastify' {
  interface FastifyInstance {
    /** The video checks this process runs at once (app.ts builds it from VIDEO_CHECKS and VIDEO_CHECKS_WAITING). */
    videoChecks: VideoCheckQueue;
  }
}

export interface VideoCheckQueue {
  /** Runs `work` once a check is free; refuses at once with video-check-busy when `waiting` already wait. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * At most `concurrency` video checks (ffprobe and ffmpeg runs) at a time, so the server's own thread keeps a core
 * (docs/decisions/0002-video-checks-and-unfinished-uploads.md); up to `waiting` more wait their turn in order. One more
 * is answered "try again later" at once rather than waiting behind ffmpeg: its device sends it again.
 */
export function videoCheckQueue({ concurrency, waiting }: { concurrency: number; waiting: number }): VideoCheckQueue {
  let running = 0;
  const queue: (() => void)[] = [];
  return {
    async run(work) {
      if (running < concurrency) running++;
      else if (queue.length < waiting) await new Promise<void>((resolve) => queue.push(resolve));
      else throw videoCheckBusy();
      try {
        return await work();
      } finally {
        // The slot goes straight to the next in line, so nobody overtakes it.
        const next = queue.shift();
        if (next) next();
        else running--;
      }
    },
  };
}
