import type { CheckedVideo } from './video-check';
import { FFMPEG, runTool } from './video-tools';

/** The poster's width at most; phones show it in a grid of 3 or 4. */
export const POSTER_MAX_WIDTH = 640;

/**
 * The file we keep: the same streams copied (no re-encoding, so no quality lost and little CPU), with every
 * metadata tag and chapter dropped (device names, creation times, locations) and written in the same container.
 */
export async function stripVideo(input: string, output: string, video: CheckedVideo): Promise<void> {
  // Chromium records MP4 as VP9 + Opus; this ffmpeg calls Opus in MP4 "experimental" and refuses to write it without -strict.
  const container = video.container === 'mp4' ? ['-strict', 'experimental', '-movflags', '+faststart', '-f', 'mp4'] : ['-f', 'webm'];
  await runTool(FFMPEG, [
    '-hide_banner',
    '-nostats',
    '-v',
    'error',
    '-y',
    '-i',
    input,
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    '-c',
    'copy',
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    '-fflags',
    '+bitexact',
    ...container,
    output,
  ]);
}

/** A JPEG poster from the first moment of the video, at most POSTER_MAX_WIDTH wide, without metadata. */
export async function makePoster(input: string, output: string): Promise<void> {
  await runTool(FFMPEG, [
    '-hide_banner',
    '-nostats',
    '-v',
    'error',
    '-y',
    '-i',
    input,
    '-frames:v',
    '1',
    '-vf',
    `scale='min(${POSTER_MAX_WIDTH},iw)':-2`,
    '-q:v',
    '4',
    '-map_metadata',
    '-1',
    '-f',
    'image2',
    output,
  ]);
}
