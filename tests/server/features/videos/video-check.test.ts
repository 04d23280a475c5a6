import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkVideo, VIDEO_MESSAGES } from '../../../../server/features/videos/video-check';
import { VIDEO_CHECK_BUSY_MESSAGE } from '../../../../server/features/videos/video-check-busy';
import { makePoster, stripVideo } from '../../../../server/features/videos/video-processing';
import { FFMPEG, FFPROBE, runTool } from '../../../../server/features/videos/video-tools';
import { makeFixture, makeTestVideo, type TestVideoOptions } from '../../../helpers/videos';

// Real files made by ffmpeg, checked by the real ffprobe/ffmpeg the app runs.
let dir: string;
const at = (name: string) => path.join(dir, name);

const make = (name: string, seconds: number, options?: TestVideoOptions) => makeTestVideo(dir, name, seconds, options);

async function refusal(name: string, limits?: Parameters<typeof checkVideo>[2]) {
  const file = at(name);
  return checkVideo(file, fs.statSync(file).size, limits).then(
    () => null,
    (error: { code: string; message: string; status: number }) => ({
      code: error.code,
      message: error.message,
      status: error.status,
    }),
  );
}

// Encoding the fixtures (a 30-second WebM among them) is set-up, not under test: on a loaded 2-core machine it has
// taken over a minute.
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'video-check-'));
  await Promise.all([
    make('five.webm', 5, { title: 'Queen St W, 43.64,-79.40' }),
    make('three.mp4', 3, { mp4: true }),
    make('thirty.webm', 30),
    make('wide.webm', 1, { size: '2560x1440' }),
  ]);
  // As MediaRecorder writes WebM: no duration in its header (a live stream's), only its packets' timestamps say it.
  await makeFixture(['-i', at('thirty.webm'), '-c', 'copy', '-live', '1', at('thirty-live.webm')]);
  // 30 seconds (the 3-second MP4 ten times over) whose frames are all unreadable (the media data scrambled, the index
  // whole): decoding cannot read a frame.
  await makeFixture(['-stream_loop', '9', '-i', at('three.mp4'), '-c', 'copy', at('thirty.mp4')]);
  const thirty = fs.readFileSync(at('thirty.mp4'));
  for (let box = 0; box < thirty.length; box += thirty.readUInt32BE(box)) {
    if (thirty.toString('latin1', box + 4, box + 8) !== 'mdat') continue;
    for (let i = box + 8; i < box + thirty.readUInt32BE(box); i++) thirty[i] = (i * 73 + 11) % 256;
  }
  fs.writeFileSync(at('thirty-unreadable.mp4'), thirty);
  // 2.5 seconds at 1,000 frames a second: 2,500 frames, more than any recorder makes in 16 seconds.
  await makeFixture([
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=160x120:rate=1000',
    '-t',
    '2.5',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    at('fast.mp4'),
  ]);
  fs.writeFileSync(at('notes.webm'), 'just some text, not a video at all\n'.repeat(200));
  fs.writeFileSync(
    at('photo.webm'),
    await sharp({ create: { width: 64, height: 48, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer(),
  );
  const five = fs.readFileSync(at('five.webm'));
  fs.writeFileSync(at('cut.webm'), five.subarray(0, Math.floor(five.length * 0.55)));
  const mp4 = fs.readFileSync(at('three.mp4'));
  fs.writeFileSync(at('cut.mp4'), mp4.subarray(0, Math.floor(mp4.length * 0.55)));
  // A fragmented MP4, as browsers record: cut short, its last fragment is partial.
  await makeFixture(['-i', at('three.mp4'), '-c', 'copy', '-movflags', 'frag_keyframe+empty_moov', at('fragmented.mp4')]);
  const fragmented = fs.readFileSync(at('fragmented.mp4'));
  fs.writeFileSync(at('cut-fragmented.mp4'), fragmented.subarray(0, Math.floor(fragmented.length * 0.55)));
  // One frame's bytes scrambled in a whole file, as a recorder's glitch leaves: ffmpeg reports decoding errors.
  const glitch = Buffer.from(mp4);
  for (let i = 0; i < 64; i++) glitch[Math.floor(mp4.length * 0.5) + i] = (i * 73 + 11) % 256;
  fs.writeFileSync(at('glitch.mp4'), glitch);
}, 180_000);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('checkVideo: what the server keeps', () => {
  it('takes a 5-second WebM (VP8 + Opus) and measures its length by decoding it', async () => {
    const video = await checkVideo(at('five.webm'), fs.statSync(at('five.webm')).size);
    expect(video).toMatchObject({ container: 'webm', videoCodec: 'vp8', audioCodec: 'opus', width: 320, height: 240 });
    expect(video.durationSeconds).toBeGreaterThan(4.8);
    expect(video.durationSeconds).toBeLessThan(5.2);
  });

  it('takes a 3-second MP4 (H.264 + AAC)', async () => {
    expect(await checkVideo(at('three.mp4'), fs.statSync(at('three.mp4')).size)).toMatchObject({
      container: 'mp4',
      videoCodec: 'h264',
      audioCodec: 'aac',
    });
  });

  it('takes the MP4 (VP9 + Opus) Chromium records on some machines, which the 2018 ffmpeg npm bundles cannot read', async () => {
    // A real recording from the e2e tests' Chromium, once refused as "damaged" (error reading header).
    const file = path.join(import.meta.dirname, '../../fixtures/videos/chromium-vp9-opus.mp4');
    const checked = await checkVideo(file, fs.statSync(file).size);
    expect(checked).toMatchObject({ container: 'mp4', videoCodec: 'vp9', audioCodec: 'opus' });
    expect(checked.durationSeconds).toBeGreaterThan(1);
    expect(checked.durationSeconds).toBeLessThanOrEqual(16);
    const stripped = at('chromium-stripped.mp4');
    await stripVideo(file, stripped, checked);
    await makePoster(stripped, at('chromium-poster.jpg'));
    expect(fs.statSync(at('chromium-poster.jpg')).size).toBeGreaterThan(0);
  });

  it('refuses a 30-second video', async () => {
    expect(await refusal('thirty.webm')).toEqual({ code: 'video-too-long', message: VIDEO_MESSAGES.tooLong, status: 400 });
  });

  it('refuses a long video from its container’s and its packets’ timestamps, before decoding a frame', async () => {
    const tooLong = { code: 'video-too-long', message: VIDEO_MESSAGES.tooLong, status: 400 };
    // Decoding it would find it damaged: it was refused before anything was decoded.
    expect(await refusal('thirty-unreadable.mp4')).toEqual(tooLong);
    // No duration in the header: the packets' timestamps say it.
    expect(await refusal('thirty-live.webm')).toEqual(tooLong);
  });

  it('refuses a video with more frames than a recorder makes in 16 seconds (so decoding one costs little)', async () => {
    expect(await refusal('fast.mp4')).toEqual({ code: 'video-not-video', message: VIDEO_MESSAGES.notVideo, status: 400 });
  });

  it('a check whose tool runs out of time is "try again later" (503 video-check-busy), never "damaged"', async () => {
    expect(await refusal('five.webm', { maxBytes: 50 * 1024 * 1024, toolTimeoutMs: 1 })).toEqual({
      code: 'video-check-busy',
      message: VIDEO_CHECK_BUSY_MESSAGE,
      status: 503,
    });
  });

  it('refuses a text file named .webm, and a photo named .webm', async () => {
    expect(await refusal('notes.webm')).toEqual({ code: 'video-not-video', message: VIDEO_MESSAGES.notVideo, status: 400 });
    expect(await refusal('photo.webm')).toEqual({ code: 'video-not-video', message: VIDEO_MESSAGES.notVideo, status: 400 });
  });

  it('refuses a WebM cut short as damaged, and an MP4 cut short (its index is gone) as not a video', async () => {
    expect(await refusal('cut.webm')).toEqual({ code: 'video-damaged', message: VIDEO_MESSAGES.damaged, status: 400 });
    expect((await refusal('cut.mp4'))?.code).toMatch(/^video-(not-video|damaged)$/);
    expect(await refusal('cut-fragmented.mp4')).toEqual({ code: 'video-damaged', message: VIDEO_MESSAGES.damaged, status: 400 });
  });

  it('takes a whole recording with a decoding glitch in a frame (a busy phone’s recorder leaves them; it plays)', async () => {
    const decoded = await runTool(FFMPEG, ['-v', 'error', '-i', at('glitch.mp4'), '-f', 'null', '-']);
    expect(decoded.stderr).not.toBe('');
    expect(await refusal('glitch.mp4')).toBeNull();
  });

  it('refuses an oversized video: more than 1920 pixels on a side, or more bytes than the limit', async () => {
    expect(await refusal('wide.webm')).toEqual({ code: 'video-too-large', message: VIDEO_MESSAGES.tooLarge, status: 413 });
    const size = fs.statSync(at('five.webm')).size;
    expect(await refusal('five.webm', { maxBytes: size - 1 })).toEqual({
      code: 'video-too-large',
      message: VIDEO_MESSAGES.tooLarge,
      status: 413,
    });
  });
});

describe('what is kept of a video', () => {
  it('drops every metadata tag and keeps the streams as they were', async () => {
    const before = await runTool(FFPROBE, ['-v', 'error', '-print_format', 'json', '-show_format', at('five.webm')]);
    expect(before.stdout).toContain('Queen St W');
    const video = await checkVideo(at('five.webm'), fs.statSync(at('five.webm')).size);
    await stripVideo(at('five.webm'), at('kept.webm'), video);
    const after = await runTool(FFPROBE, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', at('kept.webm')]);
    expect(after.stdout).not.toContain('Queen St W');
    expect(after.stdout).not.toMatch(/"title"/i);
    expect(await checkVideo(at('kept.webm'), fs.statSync(at('kept.webm')).size)).toMatchObject({ videoCodec: 'vp8', audioCodec: 'opus' });
  });

  it('makes a JPEG poster at most 640 pixels wide', async () => {
    await makePoster(at('five.webm'), at('poster.jpg'));
    expect(await sharp(at('poster.jpg')).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
    await makePoster(at('wide.webm'), at('wide.jpg'));
    expect(await sharp(at('wide.jpg')).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 360 });
  });
});
