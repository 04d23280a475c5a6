import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TUS_PATH, uploadIdOf, VIDEO_UPLOAD_CHUNK_BYTES } from '../../../../shared/video-upload';
import type { OwnVideo } from '../../../../shared/videos';
import { uploadServerOf } from '../../../helpers/upload-server';
import { type CuttingProxy, startCuttingProxy } from '../../../helpers/cutting-proxy';
import { createMember, type TestMember } from '../../../helpers/members';
import { makeTestVideo } from '../../../helpers/videos';
import { type S3App, startS3App } from './s3-app';

// Resumable (tus) uploads with MEDIA_STORE=s3: the upload lives in the bucket (<id>, <id>.info, <id>.part) while it
// goes up, over a real socket; once kept or expired nothing of it is left there.
const CHUNK = VIDEO_UPLOAD_CHUNK_BYTES;
const MB = 1024 * 1024;
let s3: S3App | undefined;
let proxy: CuttingProxy | undefined;
let base: string;
let fixtures: string;
let video: Buffer;

beforeAll(async () => {
  fixtures = fs.mkdtempSync(path.join(os.tmpdir(), 's3-uploads-'));
  // About 1 MB: several of the app's chunks, so one can be cut in the middle of the upload.
  video = fs.readFileSync(await makeTestVideo(fixtures, 'video.webm', 5, { size: '640x480', bitrate: '1500k' }));
  expect(video.length).toBeGreaterThan(3 * CHUNK);
}, 120_000);
afterAll(() => fs.rmSync(fixtures, { recursive: true, force: true }));
afterEach(async () => {
  await proxy?.stop();
  proxy = undefined;
  const folders = s3?.localMediaFolders() ?? [];
  await s3?.close();
  s3 = undefined;
  expect(folders).toEqual([]);
});

async function start(env: NodeJS.ProcessEnv = {}) {
  s3 = await startS3App(undefined, { env });
  // Free ports, so this file may run beside any other (its PostgreSQL pass too).
  base = await s3.t.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...s3, ana: await createMember(s3.t.app.db) };
}

const tusHeaders = (member: TestMember, headers: Record<string, string> = {}) => ({
  'Tus-Resumable': '1.0.0',
  Cookie: `sid=${member.sessionId}`,
  ...headers,
});
async function create(member: TestMember, length: number) {
  const res = await fetch(`${base}${TUS_PATH}`, { method: 'POST', headers: tusHeaders(member, { 'Upload-Length': String(length) }) });
  return { status: res.status, url: res.headers.get('location') && new URL(res.headers.get('location')!, base).toString() };
}
/** `bytes` at `offset`, to the app or (with `via`) through another address for the same path. */
const patch = (member: TestMember, url: string, offset: number, bytes: Buffer, via = base) =>
  fetch(`${via}${new URL(url).pathname}`, {
    method: 'PATCH',
    headers: tusHeaders(member, { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }),
    body: new Uint8Array(bytes),
  });
async function offsetOf(member: TestMember, url: string) {
  const res = await fetch(url, { method: 'HEAD', headers: tusHeaders(member) });
  expect(res.status).toBe(200);
  return Number(res.headers.get('upload-offset'));
}
/** Sends `bytes` from `offset` on in the app's chunks; answers the offset reached. */
async function send(member: TestMember, url: string, bytes: Buffer, offset: number, until = bytes.length) {
  for (let at = offset; at < until; at += CHUNK) {
    const res = await patch(member, url, at, bytes.subarray(at, Math.min(at + CHUNK, until)));
    expect(res.status).toBe(204);
  }
  return offsetOf(member, url);
}
const finish = (member: TestMember, uploadId: string) =>
  s3!.t.app.inject({
    method: 'POST',
    url: '/api/videos/uploads/finish',
    payload: {
      uploadId,
      promptId: 'hidden_talent',
      promptType: 'fun',
      location: 'CA:ON:Toronto',
      sha256: crypto.createHash('sha256').update(video).digest('hex'),
    },
    headers: { 'idempotency-key': crypto.randomUUID() },
    cookies: { sid: member.sessionId },
  });

describe('a resumable upload on S3', () => {
  it('goes up in chunks, survives a PATCH cut mid-body, resumes from the offset, and once kept leaves no upload object', async () => {
    const { t, keys, multipartUploads, ana } = await start();
    const created = await create(ana, video.length);
    expect(created.status).toBe(201);
    const url = created.url!;
    const id = uploadIdOf(url);
    expect(await send(ana, url, video, 0, 2 * CHUNK)).toBe(2 * CHUNK);
    // Below S3's 5 MiB part, the bytes so far wait in the incomplete part.
    expect(await keys()).toEqual([`${id}.info`, `${id}.part`]);
    expect(await multipartUploads()).toEqual([id]);

    // The third chunk breaks off, once just past its head and once halfway (the proxy drops the connection). On S3 a
    // PATCH is read whole before tus writes it: nothing of it is kept, and the upload is not left locked.
    proxy = await startCuttingProxy({ targetPort: Number(new URL(base).port) });
    for (const [cuts, after] of [
      [1, 2000],
      [2, CHUNK / 2],
    ] as const) {
      proxy.cutAfter(after);
      await expect(patch(ana, url, 2 * CHUNK, video.subarray(2 * CHUNK, 3 * CHUNK), proxy.url)).rejects.toThrow();
      expect(proxy.cuts()).toBe(cuts);
      expect(await offsetOf(ana, url)).toBe(2 * CHUNK);
    }
    const offset = await offsetOf(ana, url);
    expect(await send(ana, url, video, offset)).toBe(video.length);
    expect(await multipartUploads()).toEqual([]);
    expect(await keys()).toEqual([id, `${id}.info`]);
    expect((await s3!.bytesOf(id)).equals(video)).toBe(true);

    const res = await finish(ana, id);
    expect(res.statusCode).toBe(201);
    const kept = res.json() as OwnVideo;
    expect(await keys()).toEqual([`posters/${path.basename(kept.thumbnailUrl)}`, `videos/${path.basename(kept.videoUrl)}`]);
    expect((await t.app.inject({ url: kept.videoUrl, cookies: { sid: ana.sessionId } })).statusCode).toBe(200);
    // The copy the check read is gone too.
    expect(fs.readdirSync(path.join(t.config.dataDir, 'media', 'incoming'))).toEqual([]);
  });

  it('a PATCH declaring more than 5 MiB is refused 413 body-too-large before its body is read', async () => {
    const { ana } = await start();
    const { url } = await create(ana, 40 * MB);
    const { pathname, port } = new URL(url!);
    const answer = await new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        path: pathname,
        method: 'PATCH',
        headers: tusHeaders(ana, {
          'Upload-Offset': '0',
          'Content-Type': 'application/offset+octet-stream',
          'Content-Length': String(5 * MB + 1),
        }),
      });
      request.on('error', reject);
      request.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (text: string) => {
          body += text;
        });
        res.on('end', () => {
          request.destroy();
          resolve({ status: res.statusCode!, connection: res.headers.connection, body });
        });
      });
      // Only the head goes out: the answer must not wait for the body.
      request.flushHeaders();
    });
    expect([answer.status, answer.connection, JSON.parse(answer.body).code]).toEqual([413, 'close', 'body-too-large']);
    expect(await offsetOf(ana, url!)).toBe(0);
  });
});

describe('cleaning up uploads on S3', () => {
  it('removes uploads older than VIDEO_UNFINISHED_HOURS, sent whole or not, from the bucket, and frees their room', async () => {
    const { t, keys, multipartUploads, ana } = await start({ VIDEO_UNFINISHED_MB_PER_MEMBER: '1' });
    const size = 400_000;
    const bytes = crypto.randomBytes(size);
    const cut = await create(ana, size);
    expect(await send(ana, cut.url!, bytes, 0, CHUNK)).toBe(CHUNK);
    const whole = await create(ana, size);
    expect(await send(ana, whole.url!, bytes, 0)).toBe(size);
    const [cutId, wholeId] = [uploadIdOf(cut.url!), uploadIdOf(whole.url!)];
    const before = [`${cutId}.info`, `${cutId}.part`, wholeId, `${wholeId}.info`].sort();
    expect(await keys()).toEqual(before);
    expect((await create(ana, MB - 2 * size + 1)).status).toBe(429);

    const uploads = uploadServerOf(t);
    try {
      expect(await uploads.cleanUp(Date.now() + t.config.videos.unfinishedMs - 60_000)).toBe(0);
      expect(await keys()).toEqual(before);
      expect(await uploads.cleanUp(Date.now() + t.config.videos.unfinishedMs + 60_000)).toBe(2);
    } finally {
      await uploads.close();
    }
    expect(await keys()).toEqual([]);
    expect(await multipartUploads()).toEqual([]);
    expect((await create(ana, MB - 2 * size + 1)).status).toBe(201);
  });
});
