import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { FFMPEG } from '../../server/features/videos/video-tools';

/**
 * Making a fixture is the test's own setup, not a check the server runs: it gets far longer than the server's 30 s
 * tool limit, because a 30-second VP8 encode on a loaded 2-core machine can take longer than that (which failed
 * whole test files before a single assertion ran).
 */
const FIXTURE_TIMEOUT_MS = 180_000;
const run = promisify(execFile);

export interface TestVideoOptions {
  size?: string;
  mp4?: boolean;
  /** A metadata title written into the file (to see that it is dropped). */
  title?: string;
  /** The video bitrate, as ffmpeg's -b:v (e.g. '1800k'), for a file of about that size: the pattern then gets moving
   *  grain (a bare test pattern compresses far below any bitrate asked) and VP8 its fast real-time mode. */
  bitrate?: string;
}

/** A real video made by ffmpeg: a test pattern and a tone, WebM (VP8 + Opus) unless mp4 (H.264 + AAC). */
export async function makeTestVideo(dir: string, name: string, seconds: number, options: TestVideoOptions = {}): Promise<string> {
  const file = path.join(dir, name);
  const codecs = options.mp4
    ? ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', ...(options.bitrate ? ['-b:v', options.bitrate] : []), '-c:a', 'aac']
    : ['-c:v', 'libvpx', '-b:v', options.bitrate ?? '200k', ...(options.bitrate ? ['-deadline', 'realtime'] : []), '-c:a', 'libopus'];
  const grain = options.bitrate ? ',noise=alls=20:allf=t' : '';
  await run(
    FFMPEG,
    [
      ...['-hide_banner', '-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=${options.size ?? '320x240'}:rate=15${grain}`],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(seconds), ...codecs],
      ...(options.title ? ['-metadata', `title=${options.title}`] : []),
      file,
    ],
    { timeout: FIXTURE_TIMEOUT_MS },
  );
  return file;
}

/** ffmpeg with `args`, for a fixture made from another (remuxed, cut, looped): the fixture's time limit, not the server's. */
export async function makeFixture(args: readonly string[]): Promise<void> {
  await run(FFMPEG, ['-hide_banner', '-v', 'error', '-y', ...args], { timeout: FIXTURE_TIMEOUT_MS });
}
