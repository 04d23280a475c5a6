import type { ErrorCode } from '../../../shared/errors';
import { AppError } from '../../plugins/errors';
import { mp4BoxesComplete } from './mp4-boxes';
import { FFMPEG, FFPROBE, runTool, TOOL_TIMEOUT_MS } from './video-tools';

/** Video limits (docs/product-rules.md#videos-and-review: 15-second recordings; a second of slack for the recorder's stop). */
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
  /** Seconds, from the packets' timestamps (MediaRecorder's WebM files carry no duration in their header). */
  durationSeconds: number;
}

/** More frames than 120 a second (twice what phones record) is no recording of ours; it also bounds decoding's cost. */
const VIDEO_MAX_FRAMES = VIDEO_MAX_SECONDS * 120;
/** Packets read at most: a whole recording's frames and its audio's (Vorbis's shortest blocks: under 200 a second). */
const MAX_PACKETS = VIDEO_MAX_SECONDS * (120 + 200);

interface ProbeStream {
  index?: number;
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
}

interface Probe {
  format?: { format_name?: string; duration?: string };
  streams?: ProbeStream[];
  packets?: { stream_index?: number; pts_time?: string; duration_time?: string }[];
}

/**
 * One ffprobe run: the container, its streams and their packets' timestamps, at most MAX_PACKETS of them. Reading
 * packets only demuxes (nothing is decoded), so a file hours long costs what its first seconds do.
 */
async function probe(file: string, timeoutMs: number): Promise<Probe & { said: string }> {
  const entries = 'format=format_name,duration:stream=index,codec_type,codec_name,width,height:packet=stream_index,pts_time,duration_time';
  try {
    const { stdout, stderr } = await runTool(
      FFPROBE,
      ['-v', 'error', '-print_format', 'json', '-show_entries', entries, '-read_intervals', `%+#${MAX_PACKETS}`, file],
      { timeoutMs },
    );
    return { ...(JSON.parse(stdout) as Probe), said: stderr };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw videoError('video-not-video', 400, VIDEO_MESSAGES.notVideo);
  }
}

/** The end of the last packet: the length the file plays, whatever its header says. */
function endOf(packets: NonNullable<Probe['packets']>): number {
  let end = 0;
  for (const packet of packets) {
    const pts = Number(packet.pts_time);
    const duration = Number(packet.duration_time);
    if (Number.isFinite(pts)) end = Math.max(end, pts + (Number.isFinite(duration) ? duration : 0));
  }
  return end;
}

/**
 * Decodes the whole video stream (on one core). A file cut short is refused: its reader says so (a WebM "ended
 * prematurely", an MP4 a "partial file" or no moov atom), and so is one ffmpeg cannot decode at all. Decoding errors
 * inside a whole file are not: the bytes are the device's own (TCP, and a tus upload's SHA-256), so they come from the
 * browser's recorder, which on a busy phone can leave a glitch in a file that plays; recording again would not help,
 * and every video is reviewed by a person before anyone else sees it.
 */
const TRUNCATED = /ended prematurely|truncat|partial file|moov atom not found|incomplete|read error/i;

const toolWords = (error: unknown) => {
  const { stderr, message } = error as { stderr?: string; message?: string };
  return (stderr || message || String(error)).slice(0, 2000);
};

async function checkDecodes(file: string, timeoutMs: number, probeSaid: string): Promise<void> {
  let decoded: { stderr: string };
  try {
    // -vsync vfr: the null output drops a frame that repeats a timestamp (Chromium's MP4 recordings have some)
    // instead of warning about it; decoding still reads and checks every frame.
    decoded = await runTool(
      FFMPEG,
      ['-hide_banner', '-nostats', '-v', 'error', '-threads', '1', '-i', file, '-map', '0:v:0', '-vsync', 'vfr', '-f', 'null', '-'],
      { timeoutMs },
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw videoError('video-damaged', 400, VIDEO_MESSAGES.damaged, toolWords(error));
  }
  const said = `${decoded.stderr}${probeSaid}`;
  if (TRUNCATED.test(said)) throw videoError('video-damaged', 400, VIDEO_MESSAGES.damaged, said.slice(0, 2000));
}

/**
 * What the server checks before it keeps a video, from the bytes alone (never the file name or declared type): a
 * container and codecs phones record, not larger than the limits, at most VIDEO_MAX_SECONDS long by its container's
 * and its packets' timestamps (read before anything is decoded, so a long file costs little to refuse), not damaged.
 * Each refusal has its own clear message; the device keeps the recording. A tool that runs longer than
 * `toolTimeoutMs` makes it video-check-busy (try again later).
 */
export async function checkVideo(
  file: string,
  sizeBytes: number,
  { maxBytes = VIDEO_MAX_BYTES, toolTimeoutMs = TOOL_TIMEOUT_MS }: { maxBytes?: number; toolTimeoutMs?: number } = {},
): Promise<CheckedVideo> {
  if (sizeBytes > maxBytes) throw videoError('video-too-large', 413, VIDEO_MESSAGES.tooLarge);
  const { format, streams = [], packets = [], said } = await probe(file, toolTimeoutMs);
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
  const durationSeconds = endOf(packets);
  if (Number(format?.duration) > VIDEO_MAX_SECONDS || durationSeconds > VIDEO_MAX_SECONDS) {
    throw videoError('video-too-long', 400, VIDEO_MESSAGES.tooLong);
  }
  const frames = packets.filter((packet) => packet.stream_index === video.index).length;
  if (packets.length >= MAX_PACKETS || frames > VIDEO_MAX_FRAMES) throw videoError('video-not-video', 400, VIDEO_MESSAGES.notVideo);
  if (container === 'mp4' && !(await mp4BoxesComplete(file))) {
    throw videoError('video-damaged', 400, VIDEO_MESSAGES.damaged, 'an MP4 box claims bytes past the end of the file');
  }
  await checkDecodes(file, toolTimeoutMs, said);
  return { container, videoCodec: video.codec_name, audioCodec: audio?.codec_name ?? null, width, height, durationSeconds };
}
