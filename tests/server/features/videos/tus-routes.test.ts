import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { Upload } from 'tus-js-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uploadServerOf } from '../../../helpers/upload-server';
import { VIDEO_UPLOADS_LIMIT } from '../../../../server/features/videos/upload-limit';
import { VIDEO_MESSAGES } from '../../../../server/features/videos/video-check';
import { VIDEO_CHECK_BUSY_MESSAGE } from '../../../../server/features/videos/video-check-busy';
import type { ErrorBody } from '../../../../shared/errors';
import { TUS_PATH, uploadIdOf } from '../../../../shared/video-upload';
import type { OwnVideo } from '../../../../shared/videos';
import { createMember, type TestMember } from '../../../helpers/members';
import { deferred } from '../../../helpers/deferred';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { makeTestVideo } from '../../../helpers/videos';

// Resumable uploads: the tus protocol at /api/videos/tus with tus-js-client as the client, over a
// real socket, then POST /api/videos/uploads/finish.
let t: TestApp;
let base: string;
let fixtures: string;
let five: Buffer;

beforeAll(async () => {
  fixtures = fs.mkdtempSync(path.join(os.tmpdir(), 'tus-routes-'));
  five = fs.readFileSync(await makeTestVideo(fixtures, 'five.webm', 5, { size: '640x480' }));
  // Several chunks, so a cut can fall in the middle.
  expect(five.length).toBeGreaterThan(6 * CHUNK);
}, 60_000);
afterAll(() => fs.rmSync(fixtures, { recursive: true, force: true }));
afterEach(async () => t?.close());

async function start(env: NodeJS.ProcessEnv = {}) {
  t = await buildTestApp({ env });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const member = () => createMember(t.app.db, { email: `m-${crypto.randomUUID()}@example.com` });
  return { ana: await member(), ben: await member() };
}

const CHUNK = 16 * 1024;
const MB = 1024 * 1024;
const tusDir = () => path.join(t.config.dataDir, 'media', 'uploads');
const cookie = (member: TestMember) => ({ Cookie: `sid=${member.sessionId}` });

/** tus-js-client's Node upload; `stopAfter` aborts it once that many bytes are accepted (a cut connection). */
function tusUpload(member: TestMember, bytes: Buffer, options: { uploadUrl?: string; stopAfter?: number } = {}) {
  return new Promise<{ url: string; finished: boolean }>((resolve, reject) => {
    const upload: Upload = new Upload(bytes, {
      endpoint: `${base}${TUS_PATH}`,
      uploadUrl: options.uploadUrl ?? null,
      chunkSize: CHUNK,
      retryDelays: null,
      metadata: { promptId: 'hidden_talent', filetype: 'video/webm' },
      headers: cookie(member),
      storeFingerprintForResuming: false,
      onChunkComplete: (_size, accepted) => {
        if (options.stopAfter !== undefined && accepted >= options.stopAfter && accepted < bytes.length) {
          void upload.abort().then(() => resolve({ url: upload.url!, finished: false }));
        }
      },
      onSuccess: () => resolve({ url: upload.url!, finished: true }),
      onError: reject,
    });
    upload.start();
  });
}

/** A new upload of `length` declared bytes (none sent). */
const create = (member: TestMember, length: number, headers: Record<string, string> = {}) =>
  fetch(`${base}${TUS_PATH}`, {
    method: 'POST',
    headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': String(length), ...cookie(member), ...headers },
  });

const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

const finish = (member: TestMember, uploadId: string, key = crypto.randomUUID(), fields: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/videos/uploads/finish',
    payload: { uploadId, promptId: 'hidden_talent', promptType: 'fun', location: 'CA:ON:Toronto', sha256: sha256(five), ...fields },
    headers: { 'idempotency-key': key },
    cookies: { sid: member.sessionId },
  });

const head = (member: TestMember | null, url: string) =>
  fetch(`${base}${new URL(url, base).pathname}`, {
    method: 'HEAD',
    headers: { 'Tus-Resumable': '1.0.0', ...(member ? cookie(member) : {}) },
  });

describe('a resumable upload', () => {
  it('goes up in chunks, is finished into a kept video, and its upload files are gone', async () => {
    const { ana } = await start();
    const { url, finished } = await tusUpload(ana, five);
    expect(finished).toBe(true);
    expect(url).toMatch(new RegExp(`${TUS_PATH}/[0-9a-f-]{36}$`));
    const id = uploadIdOf(url);
    expect(fs.readFileSync(path.join(tusDir(), id)).equals(five)).toBe(true);

    const key = crypto.randomUUID();
    const res = await finish(ana, id, key);
    expect(res.statusCode).toBe(201);
    expect(res.json<OwnVideo>()).toMatchObject({ promptId: 'hidden_talent', promptType: 'fun', reviewStatus: 'pending' });
    expect(fs.readdirSync(tusDir())).toEqual([]);
    const videos = await t.app.inject({ url: '/api/videos/mine', cookies: { sid: ana.sessionId } });
    expect(videos.json<{ data: OwnVideo[] }>().data).toHaveLength(1);

    // The same finish again (its answer was lost) is answered from the first, not refused for the gone upload.
    const replay = await finish(ana, id, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(res.json());

    // The device never heard the answer, found its upload gone and sent the same bytes again as a new upload: the
    // same key for the same bytes is answered from the first, and one video is kept.
    const resent = await tusUpload(ana, five);
    const retried = await finish(ana, uploadIdOf(resent.url), key);
    expect([retried.statusCode, retried.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect(retried.json()).toEqual(res.json());
    const after = await t.app.inject({ url: '/api/videos/mine', cookies: { sid: ana.sessionId } });
    expect(after.json<{ data: OwnVideo[] }>().data).toHaveLength(1);
  });

  it('cut after some chunks, resumes from the server’s offset: the file is byte-identical and at most one chunk was sent again', async () => {
    const { ana } = await start();
    const first = await tusUpload(ana, five, { stopAfter: 3 * CHUNK });
    expect(first.finished).toBe(false);
    const offset = Number((await head(ana, first.url)).headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(3 * CHUNK);
    expect(offset).toBeLessThan(five.length);

    let resent = 0;
    const resumed = await new Promise<string>((resolve, reject) => {
      const upload = new Upload(five, {
        uploadUrl: first.url,
        endpoint: `${base}${TUS_PATH}`,
        chunkSize: CHUNK,
        retryDelays: null,
        headers: cookie(ana),
        storeFingerprintForResuming: false,
        onBeforeRequest: (request) => {
          if (request.getMethod() === 'POST') reject(new Error('a new upload was made instead of resuming'));
        },
        onChunkComplete: (size, accepted) => {
          if (accepted - size < offset) resent += offset - (accepted - size);
        },
        onSuccess: () => resolve(upload.url!),
        onError: reject,
      });
      upload.start();
    });
    expect(resumed).toBe(first.url);
    expect(resent).toBeLessThanOrEqual(CHUNK);
    expect(fs.readFileSync(path.join(tusDir(), uploadIdOf(resumed))).equals(five)).toBe(true);
    expect((await finish(ana, uploadIdOf(resumed))).statusCode).toBe(201);
  });

  it('belongs to its member: another member can neither see its offset, add to it nor finish it; signed out gets 401', async () => {
    const { ana, ben } = await start();
    const { url } = await tusUpload(ana, five, { stopAfter: CHUNK });
    expect((await head(ana, url)).status).toBe(200);
    expect((await head(ben, url)).status).toBe(404);
    expect((await head(null, url)).status).toBe(401);
    await expect(tusUpload(ben, five, { uploadUrl: url })).resolves.toMatchObject({ finished: true });
    // ben's client found no upload at that URL and made one of his own: ana's is untouched.
    expect(fs.statSync(path.join(tusDir(), uploadIdOf(url))).size).toBeLessThan(five.length);
    expect((await finish(ben, uploadIdOf(url))).json()).toMatchObject({ code: 'not-found' });
    const signedOut = await fetch(`${base}${TUS_PATH}`, {
      method: 'POST',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '10' },
    });
    expect(signedOut.status).toBe(401);
  });

  it('refuses a declared size over 50 MB, and a finish before every byte is there', async () => {
    const { ana } = await start();
    const big = await fetch(`${base}${TUS_PATH}`, {
      method: 'POST',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': String(50 * 1024 * 1024 + 1), ...cookie(ana) },
    });
    expect(big.status).toBe(413);
    const { url } = await tusUpload(ana, five, { stopAfter: CHUNK });
    const early = await finish(ana, uploadIdOf(url));
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      code: 'validation-failed',
      fields: { uploadId: 'This upload has not received all of its bytes yet.' },
    });
  });

  it('a finished upload that is not a whole video is refused with the check’s message, and its bytes are removed', async () => {
    const { ana } = await start();
    const cut = five.subarray(0, Math.floor(five.length * 0.55));
    const { url } = await tusUpload(ana, cut);
    const res = await finish(ana, uploadIdOf(url), crypto.randomUUID(), { sha256: sha256(cut) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'video-damaged' });
    expect(fs.readdirSync(tusDir())).toEqual([]);
  });

  it('bytes that are not what the device recorded (another hash) are refused as damaged and removed; a whole video is kept with its hash', async () => {
    const { ana } = await start();
    const { url } = await tusUpload(ana, five);
    const other = await finish(ana, uploadIdOf(url), crypto.randomUUID(), { sha256: sha256(Buffer.from('something else')) });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'video-damaged', fields: { video: VIDEO_MESSAGES.damaged } });
    expect(fs.readdirSync(tusDir())).toEqual([]);

    const again = await tusUpload(ana, five);
    expect((await finish(ana, uploadIdOf(again.url))).statusCode).toBe(201);
    expect(await t.app.repos.videos.count()).toBe(1);
    expect((await t.app.repos.videos.ofUser(ana.email)).map((v) => v.receivedSha256)).toEqual([sha256(five)]);
  });

  it('a member may start 30 uploads a day; the next is refused with 429 and when to try again; resuming is not counted', async () => {
    const { ana, ben } = await start();
    for (let i = 0; i < VIDEO_UPLOADS_LIMIT.count - 1; i++) expect((await create(ana, 1000)).status).toBe(201);
    const { url } = await tusUpload(ana, five, { stopAfter: CHUNK });
    const refused = await create(ana, 1000);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 'rate-limited' });
    // Resuming the upload already started is not a new one; another member is not affected.
    await expect(tusUpload(ana, five, { uploadUrl: url })).resolves.toMatchObject({ url, finished: true });
    expect((await create(ben, 1000)).status).toBe(201);
  });

  it('a finish while every video check is taken is "try again later" (503 with Retry-After) and keeps the upload for the retry', async () => {
    const { ana } = await start({ VIDEO_CHECKS: '1', VIDEO_CHECKS_WAITING: '0' });
    const { url } = await tusUpload(ana, five);
    const held = deferred();
    const holding = t.app.videoChecks.run(() => held.promise);
    const key = crypto.randomUUID();
    const busy = await finish(ana, uploadIdOf(url), key);
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toEqual({ code: 'video-check-busy', message: VIDEO_CHECK_BUSY_MESSAGE });
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    expect(fs.readdirSync(tusDir())).toContain(uploadIdOf(url));
    held.resolve();
    await holding;
    expect((await finish(ana, uploadIdOf(url), key)).statusCode).toBe(201);
  });
});

describe('room for unfinished uploads', () => {
  it('a member’s unfinished uploads hold at most VIDEO_UNFINISHED_MB_PER_MEMBER: the next is 429 until the oldest expires; kept ones free their room', async () => {
    const { ana, ben } = await start({ VIDEO_UNFINISHED_MB_PER_MEMBER: '1' });
    const { url } = await tusUpload(ana, five);
    const rest = MB - five.length;
    const refused = await create(ana, rest + 1);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'uploads-unfinished' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(t.config.videos.unfinishedMs / 1000);
    expect((await create(ana, rest)).status).toBe(201);
    // Another member has room of their own; a kept upload no longer holds any.
    expect((await create(ben, rest + 1)).status).toBe(201);
    expect((await finish(ana, uploadIdOf(url))).statusCode).toBe(201);
    expect((await create(ana, five.length)).status).toBe(201);
  });

  it('all unfinished uploads together hold at most VIDEO_UNFINISHED_MB_TOTAL: past it a new one is 507 storage-full, with our error body', async () => {
    const { ana, ben } = await start({ VIDEO_UNFINISHED_MB_TOTAL: '1' });
    expect((await create(ana, Math.round(0.6 * MB))).status).toBe(201);
    const refused = await create(ben, Math.round(0.6 * MB));
    expect(refused.status).toBe(507);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await refused.json()).toMatchObject({ code: 'storage-full', message: expect.stringMatching(/room/) });
    expect((await create(ben, Math.round(0.3 * MB))).status).toBe(201);
  });

  it('a new upload is refused 507 storage-full when the disk would keep less than VIDEO_UPLOAD_MIN_FREE_MB free; nothing is written', async () => {
    const { ana } = await start({ VIDEO_UPLOAD_MIN_FREE_MB: String(2 ** 40) });
    const refused = await create(ana, 1000);
    expect(refused.status).toBe(507);
    expect((await refused.json()) as ErrorBody).toMatchObject({ code: 'storage-full' });
    expect(fs.existsSync(tusDir()) ? fs.readdirSync(tusDir()) : []).toEqual([]);
  });

  it('uploads are removed VIDEO_UNFINISHED_HOURS (6) after they began, finished or not, and their room is freed', async () => {
    const { ana } = await start({ VIDEO_UNFINISHED_MB_PER_MEMBER: '1' });
    expect(t.config.videos.unfinishedMs).toBe(6 * 60 * 60 * 1000);
    await tusUpload(ana, five, { stopAfter: CHUNK });
    await tusUpload(ana, five);
    expect((await create(ana, MB - five.length)).status).toBe(429);
    const uploads = uploadServerOf(t);
    expect(await uploads.cleanUp(Date.now() + t.config.videos.unfinishedMs - 60_000)).toBe(0);
    expect(fs.readdirSync(tusDir())).toHaveLength(4);
    expect(await uploads.cleanUp(Date.now() + t.config.videos.unfinishedMs + 60_000)).toBe(2);
    expect(fs.readdirSync(tusDir())).toEqual([]);
    expect((await create(ana, MB - five.length)).status).toBe(201);
  });
});

/**
 * Sends a PATCH of `bodyBytes` over a raw socket, as a browser does: the body is pushed as fast as the connection
 * takes it, and the answer is read meanwhile. Settles once the server has closed the connection (or `patienceMs`
 * passed with it still open): what was answered and how much of the body went out.
 */
function rawPatch(url: string, headers: Record<string, string>, bodyBytes: number, patienceMs: number) {
  const { hostname, port, pathname } = new URL(url);
  return new Promise<{ answer: string; sent: number; closed: boolean }>((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    let sent = 0;
    let closed = false;
    const done = () => {
      clearTimeout(patience);
      socket.destroy();
      resolve({ answer, sent, closed });
    };
    const patience = setTimeout(done, patienceMs);
    socket.setEncoding('latin1');
    socket.on('data', (text: string) => {
      answer += text;
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      closed = true;
      done();
    });
    const piece = Buffer.alloc(64 * 1024, 1);
    const push = () => {
      while (sent < bodyBytes && !socket.destroyed) {
        const bytes = piece.subarray(0, Math.min(piece.length, bodyBytes - sent));
        sent += bytes.length;
        if (!socket.write(bytes)) return void socket.once('drain', push);
      }
    };
    socket.on('connect', () => {
      const lines = Object.entries({ ...headers, Host: `${hostname}:${port}`, 'Content-Length': String(bodyBytes) });
      socket.write(`PATCH ${pathname} HTTP/1.1\r\n${lines.map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n`);
      push();
    });
  });
}

describe('a PATCH refused before its bytes are read', () => {
  it('is answered and its connection closed at once, so a browser (which reads the answer only once its body is sent or fails) is not left waiting', async () => {
    const { ana } = await start();
    const created = await create(ana, 40 * MB);
    const url = new URL(created.headers.get('location')!, base).toString();
    // The upload is at 0; a PATCH from elsewhere, as a browser's resend of a cut PATCH whose first bytes were kept.
    const body = 32 * MB;
    const refused = await rawPatch(
      url,
      { 'Tus-Resumable': '1.0.0', 'Upload-Offset': String(CHUNK), 'Content-Type': 'application/offset+octet-stream', ...cookie(ana) },
      body,
      10_000,
    );
    expect(refused.answer).toMatch(/^HTTP\/1\.1 409 /);
    expect(refused.answer.toLowerCase()).toContain('connection: close');
    expect(refused.closed).toBe(true);
    expect(refused.sent).toBeLessThan(body);
    // Nothing of it was kept: the upload is still at 0.
    expect((await head(ana, url)).headers.get('upload-offset')).toBe('0');
  });
});

describe('tus answers follow the API’s conventions', () => {
  const POLICY_HEADERS = ['permissions-policy', 'content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-request-id'];
  const policies = (answer: Response) => POLICY_HEADERS.filter((name) => !answer.headers.get(name));

  it('every answer carries the security headers and Cache-Control: no-store', async () => {
    const { ana } = await start();
    const created = await create(ana, five.length);
    expect(created.status).toBe(201);
    const url = new URL(created.headers.get('location')!, base).toString();
    const patched = await fetch(url, {
      method: 'PATCH',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream', ...cookie(ana) },
      body: new Uint8Array(five.subarray(0, CHUNK)),
    });
    expect(patched.status).toBe(204);
    const headed = await head(ana, url);
    expect(headed.headers.get('upload-offset')).toBe(String(CHUNK));
    for (const answer of [created, patched, headed]) {
      expect(policies(answer), String(answer.status)).toEqual([]);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('tus-resumable')).toBe('1.0.0');
    }
  });

  it('refusals are {message, code} JSON with the security headers: an offset conflict, a size over 50 MB, no Tus-Resumable', async () => {
    const { ana } = await start();
    const { url } = await tusUpload(ana, five, { stopAfter: CHUNK });
    const conflict = await fetch(url, {
      method: 'PATCH',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Offset': '1', 'Content-Type': 'application/offset+octet-stream', ...cookie(ana) },
      body: new Uint8Array(five.subarray(1, 1 + CHUNK)),
    });
    const big = await create(ana, 50 * MB + 1);
    const noVersion = await fetch(`${base}${TUS_PATH}`, { method: 'POST', headers: { 'Upload-Length': '10', ...cookie(ana) } });
    const answers: [Response, number, string][] = [
      [conflict, 409, 'upload-offset-mismatch'],
      [big, 413, 'video-too-large'],
      [noVersion, 412, 'bad-request'],
    ];
    for (const [answer, status, code] of answers) {
      expect(answer.status).toBe(status);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await answer.json()) as ErrorBody;
      expect(body).toMatchObject({ code });
      expect(body.message).toMatch(/^[A-Z].*\.$/);
      expect(policies(answer), code).toEqual([]);
    }
  });
});
