import type { ErrorCode } from '../../../shared/errors';
import { AppError } from '../../plugins/errors';
import { mp4BoxesComplete } from './mp4-boxes';
import { FFMPEG, FFPROBE, runTool } from './video-tools';

/** Video limits (spec 001 §9: 15-second recordings; a second of slack for the recorder's stop). */
export const VIDEO_MAX_SECONDS = 16;
/** A 15-second phone recording is a few MB; this leaves room for a high bitrate and refuses anything else. */
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export const VIDEO_MAX_SIDE = 1920;

export const VIDEO_MESSAGES = {
  notVideo: 'This file is not a video we can take. Please record it again in the app.',
  damaged: 'This video is damaged or incomplete. Please upload it again; your recording is still on your phone.',
  tooLong: `Videos can be at most ${VIDEO_MAX_SECONDS} seconds long. Please record a shorter one.`,
  tooLarge: 'This video is too large (over 50 MB or larger than 1920 pixels on a side). Please record it again in the app.',
} as const;

/** `why` (the tool's own words) goes to the server's log, never to the member. */
const videoError = (code: ErrorCode, status: number, message: string, why?: string) =>
  new AppError(code, status, message, { video: message }, undefined, why ? { cause: why } : undefined);

/** Containers and codecs phone browsers record (MediaRecorder: WebM with VP8/VP9/AV1 + Opus, or MP4 with H.264 + AAC). */
const CONTAINERS: Record<string, 'webm' | 'mp4'> = { 'matroska,webm': 'webm', 'mov,mp4,m4a,3gp,3g2,mj2': 'mp4' };
const VIDEO_CODECS = new Set(['vp8', 'vp9', 'av1', 'h264']);
const AUDIO_CODECS = new Set(['opus', 'vorbis', 'aac']);

export interface CheckedVideo {
  container: 'webm' | 'mp4';
  videoCodec: string;
  audioCodec: string | null;
  width: number;
  height: number;
  /** Seconds, measured by decoding (MediaRecorder's WebM files carry no duration in their header). */
  durationSeconds: number;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
}

interface Probe {
  format?: { format_name?: string };
  streams?: ProbeStream[];
}

async function probe(file: string): Promise<Probe> {
  try {
    const { stdout } = await runTool(FFPROBE, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]);
    return JSON.parse(stdout) as Probe;
  } catch {
    throw videoError('video-not-video', 400, VIDEO_MESSAGES.notVideo);
  }
}

/**
 * Decodes the whole video stream, then reads every packet's time. A file cut short is refused: its reader says so
 * (a WebM "ended prematurely", an MP4 a "partial file" or no moov atom), and so is one ffmpeg cannot decode at all.
 * Decoding errors inside a whole file are not: the bytes are the device's own (TCP, and a tus upload's SHA-256), so
 * they come from the browser's recorder, which on a busy phone can leave a glitch in a file that plays; recording
 * again would not help, and every video is reviewed by a person before anyone else sees it. The answer is the end of
 * the last packet, which is the duration whatever the header says.
 */
const TRUNCATED = /ended prematurely|truncat|partial file|moov atom not found|incomplete|read error/i;

const toolWords = (error: unknown) => {
  const { stderr, message } = error as { stderr?: string; message?: string };
  return (stderr || message || String(error)).slice(0, 2000);
};

async function decodedSeconds(file: string): Promise<number> {
  let decoded: { stderr: string };
  let packets: { stdout: string; stderr: string };
  try {
    // -vsync vfr: the null output drops a frame that repeats a timestamp (Chromium's MP4 recordings have some)
    // instead of warning about it; decoding still reads and checks every frame.
    decoded = await runTool(FFMPEG, [
      '-hide_banner',
      '-nostats',
      '-v',
      'error',
      '-i',
      file,
      '-map',
      '0:v:0',
      '-vsync',
      'vfr',
      '-f',
      'null',
      '-',
    ]);
    packets = await runTool(FFPROBE, [
      '-v',
      'error',
      '-select_streams',
      'v:0',
      '-show_entries',
      'packet=pts_time,duration_time',
      '-of',
      'csv=p=0',
      file,
    ]);
  } catch (error) {
    throw videoError('video-damaged', 400, VIDEO_MESSAGES.damaged, toolWords(error));
  }
  const said = `${decoded.stderr}${packets.stderr}`;
  if (TRUNCATED.test(said)) {
    throw videoError('video-damaged', 400, VIDEO_MESSAGES.damaged, said.slice(0, 2000));
  }
  let end = 0;
  for (const line of packets.stdout.split('\n')) {
    const [pts, duration] = line.split(',').map(Number);
    if (Number.isFinite(pts)) end = Math.max(end, pts! + (Number.isFinite(duration) ? duration! : 0));
  }
  return end;
}

/**
 * What the server checks before it keeps a video, from the bytes alone (never the file name or declared type): a
 * container and codecs phones record, not larger than the limits, not damaged, at most VIDEO_MAX_SECONDS long.
 * Each refusal has its own clear message; the device keeps the recording (issue 13).
 */
export async function checkVideo(file: string, sizeBytes: number, limits = { maxBytes: VIDEO_MAX_BYTES }): Promise<CheckedVideo> {
  if (sizeBytes > limits.maxBytes) throw videoError('video-too-large', 413, VIDEO_MESSAGES.tooLarge);
  const { format, streams = [] } = await probe(file);
  const container = format?.format_name ? CONTAINERS[format.format_name] : undefined;
  const videos = streams.filter((stream) => stream.codec_type === 'video');
  const audios = streams.filter((stream) => stream.codec_type === 'audio');
  const video = videos[0];
  if (!container || videos.length !== 1 || !video?.codec_name || !VIDEO_CODECS.has(video.codec_name) || audios.length > 1) {
    throw videoError('video-not-video', 400, VIDEO_MESSAGES.notVideo);
  }
  const audio = audios[0];
  if (audio && (!audio.codec_name || !AUDIO_CODECS.has(audio.codec_name)))
    throw videoError('video-not-video', 400, VIDEO_MESSAGES.notVideo);
  const width = video.width ?? 0;
  const height = video.height ?? 0;
  if (width <= 0 || height <= 0) throw videoError('video-not-video', 400, VIDEO_MESSAGES.notVideo);
  if (Math.max(width, height) > VIDEO_MAX_SIDE) throw videoError('video-too-large', 413, VIDEO_MESSAGES.tooLarge);
  if (container === 'mp4' && !(await mp4BoxesComplete(file))) {
    throw videoError('video-damaged', 400, VIDEO_MESSAGES.damaged, 'an MP4 box claims bytes past the end of the file');
  }
  const durationSeconds = await decodedSeconds(file);
  if (durationSeconds > VIDEO_MAX_SECONDS) throw videoError('video-too-long', 400, VIDEO_MESSAGES.tooLong);
  return { container, videoCodec: video.codec_name, audioCodec: audio?.codec_name ?? null, width, height, durationSeconds };
}
