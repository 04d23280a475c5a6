import path from 'node:path';
import { FFMPEG, runTool } from '../../server/features/videos/video-tools';

export interface TestVideoOptions {
  size?: string;
  mp4?: boolean;
  /** A metadata title written into the file (to see that it is dropped). */
  title?: string;
}

/** A real video made by ffmpeg: a test pattern and a tone, WebM (VP8 + Opus) unless mp4 (H.264 + AAC). */
export async function makeTestVideo(dir: string, name: string, seconds: number, options: TestVideoOptions = {}): Promise<string> {
  const file = path.join(dir, name);
  const codecs = options.mp4
    ? ['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac']
    : ['-c:v', 'libvpx', '-b:v', '200k', '-c:a', 'libopus'];
  await runTool(FFMPEG, [
    ...['-hide_banner', '-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=${options.size ?? '320x240'}:rate=15`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(seconds), ...codecs],
    ...(options.title ? ['-metadata', `title=${options.title}`] : []),
    file,
  ]);
  return file;
}
