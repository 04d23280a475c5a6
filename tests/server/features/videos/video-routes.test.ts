import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VIDEO_ONE_REQUEST_MAX_BYTES } from '../../../../shared/video-upload';
import type { OwnVideo } from '../../../../shared/videos';
import { VIDEO_UPLOADS_LIMIT } from '../../../../server/features/videos/upload-limit';
import { VIDEO_MESSAGES } from '../../../../server/features/videos/video-check';
import { VIDEO_CHECK_BUSY_MESSAGE } from '../../../../server/features/videos/video-check-busy';
import { deferred } from '../../../helpers/deferred';
import { createMember, fakeClock, type TestMember } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { makeTestVideo } from '../../../helpers/videos';

// POST /api/videos/upload and /delete, GET /api/videos/mine, and who may fetch a video's bytes.
let t: TestApp;
let fixtures: string;
const video = (name: string) => fs.readFileSync(path.join(fixtures, name));

beforeAll(async () => {
  fixtures = fs.mkdtempSync(path.join(os.tmpdir(), 'video-routes-'));
  await Promise.all([
    makeTestVideo(fixtures, 'five.webm', 5, { title: 'my street address' }),
    makeTestVideo(fixtures, 'three.mp4', 3, { mp4: true }),
    makeTestVideo(fixtures, 'thirty.webm', 30),
  ]);
  const five = video('five.webm');
  fs.writeFileSync(path.join(fixtures, 'cut.webm'), five.subarray(0, Math.floor(five.length * 0.55)));
}, 60_000);
afterAll(() => fs.rmSync(fixtures, { recursive: true, force: true }));
afterEach(async () => t?.close());

function upload(
  member: TestMember | null,
  bytes: Buffer | null,
  fields: Record<string, string> = {},
  key: string | null = crypto.randomUUID(),
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ location: 'CA:ON:Toronto', promptId: 'hidden_talent', promptType: 'fun', ...fields }))
    form.append(name, value);
  if (bytes) form.append('video', new Blob([new Uint8Array(bytes)], { type: 'video/webm' }), 'recording.webm');
  const request = new Request('http://localhost/api/videos/upload', { method: 'POST', body: form });
  return request.arrayBuffer().then((body) =>
    t.app.inject({
      method: 'POST',
      url: '/api/videos/upload',
      payload: Buffer.from(body),
      headers: { 'content-type': request.headers.get('content-type')!, ...(key ? { 'idempotency-key': key } : {}) },
      cookies: member ? { sid: member.sessionId } : {},
    }),
  );
}

const get = (member: TestMember, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers, cookies: { sid: member.sessionId } });
const stored = (folder: string) => {
  const dir = path.join(t.config.dataDir, 'media', folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const approve = (id: string) =>
  t.app.repos.videos.review(id, { status: 'approved', reason: null, by: 'admin@example.com', at: new Date().toISOString() });

/** Ana, Ben and Cal in Toronto; the week is released, so each was shown the others in a batch. */
async function city(env: NodeJS.ProcessEnv = {}) {
  const clock = fakeClock('2026-11-19T17:00:00Z');
  t = await buildTestApp({ now: clock.now, env });
  const members: TestMember[] = [];
  for (const firstName of ['Ana', 'Ben', 'Cal'])
    members.push(await createMember(t.app.db, { firstName, email: `${firstName.toLowerCase()}-${crypto.randomUUID()}@example.com` }));
  await t.app.cycle.tick();
  return members as [TestMember, TestMember, TestMember];
}

describe('uploading a video', () => {
  it('keeps a checked video without its metadata, with a poster, pending review, and lists it for its owner', async () => {
    const [ana] = await city();
    const res = await upload(ana, video('five.webm'));
    expect(res.statusCode).toBe(201);
    const kept = res.json() as OwnVideo;
    expect(kept).toMatchObject({
      promptId: 'hidden_talent',
      promptType: 'fun',
      isPublic: false,
      reviewStatus: 'pending',
      reviewReason: null,
    });
    expect(kept.videoUrl).toMatch(/^\/media\/videos\/[0-9a-f-]{36}\.webm$/);
    expect(kept.thumbnailUrl).toMatch(/^\/media\/posters\/[0-9a-f-]{36}\.jpg$/);
    expect(kept.durationMs).toBeGreaterThan(4800);
    expect(((await get(ana, '/api/videos/mine')).json() as { data: OwnVideo[] }).data).toEqual([kept]);
    const bytes = await get(ana, kept.videoUrl);
    expect([bytes.statusCode, bytes.headers['content-type']]).toEqual([200, 'video/webm']);
    expect(bytes.rawPayload.includes(Buffer.from('my street address'))).toBe(false);
    const range = await get(ana, kept.videoUrl, { range: 'bytes=0-99' });
    expect([range.statusCode, range.rawPayload.length, range.headers['content-range']]).toEqual([
      206,
      100,
      `bytes 0-99/${bytes.rawPayload.length}`,
    ]);
    expect((await get(ana, kept.thumbnailUrl)).headers['content-type']).toBe('image/jpeg');
    expect(stored('incoming')).toEqual([]);
  });

  it('replaces the video of the same prompt type, removing its files; a useful one sits beside it', async () => {
    const [ana] = await city();
    const first = (await upload(ana, video('five.webm'))).json() as OwnVideo;
    const second = (await upload(ana, video('three.mp4'), { promptId: 'unpopular_opinion' })).json() as OwnVideo;
    const useful = (await upload(ana, video('five.webm'), { promptId: 'teach_in_15', promptType: 'useful' })).json() as OwnVideo;
    const mine = ((await get(ana, '/api/videos/mine')).json() as { data: OwnVideo[] }).data;
    expect(mine.map((v) => v.id).sort()).toEqual([second.id, useful.id].sort());
    expect(second.videoUrl).toMatch(/\.mp4$/);
    expect(stored('videos')).toEqual([path.basename(second.videoUrl), path.basename(useful.videoUrl)].sort());
    expect((await get(ana, first.videoUrl)).statusCode).toBe(404);
  });

  it('a replay gets the first answer and keeps one video', async () => {
    const [ana] = await city();
    const key = crypto.randomUUID();
    const first = await upload(ana, video('five.webm'), {}, key);
    const replay = await upload(ana, video('five.webm'), {}, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(stored('videos')).toHaveLength(1);
    // The replay's received copy is removed once its answer has gone out.
    await vi.waitFor(() => expect(stored('incoming')).toEqual([]));
  });

  it('refuses a 30-second video, a text file, a truncated file and a wrong prompt, keeping nothing', async () => {
    const [ana] = await city();
    const refusals = [
      [await upload(ana, video('thirty.webm')), 400, 'video-too-long', VIDEO_MESSAGES.tooLong],
      [await upload(ana, Buffer.from('not a video, just text\n'.repeat(100))), 400, 'video-not-video', VIDEO_MESSAGES.notVideo],
      [await upload(ana, video('cut.webm')), 400, 'video-damaged', VIDEO_MESSAGES.damaged],
    ] as const;
    for (const [res, status, code, message] of refusals)
      expect([res.statusCode, res.json().code, res.json().message]).toEqual([status, code, message]);
    const daily = await upload(ana, video('five.webm'), { promptId: 'scientific_fact', promptType: 'daily' });
    expect([daily.statusCode, daily.json().fields]).toEqual([400, { promptType: 'Videos are uploaded for a fun or a useful prompt.' }]);
    const mismatched = await upload(ana, video('five.webm'), { promptId: 'teach_in_15', promptType: 'fun' });
    expect(mismatched.json().fields).toEqual({ promptId: 'Choose one of the fun prompts.' });
    const elsewhere = await upload(ana, video('five.webm'), { location: 'CA:BC:Vancouver' });
    expect(elsewhere.json().fields).toEqual({ location: 'User location not found' });
    expect(stored('videos')).toEqual([]);
    expect(stored('posters')).toEqual([]);
    expect(stored('incoming')).toEqual([]);
  });

  it('is refused 507 storage-full, with nothing written, when the disk would keep less than VIDEO_UPLOAD_MIN_FREE_MB free', async () => {
    const [ana] = await city({ VIDEO_UPLOAD_MIN_FREE_MB: String(2 ** 40) });
    const res = await upload(ana, video('five.webm'));
    expect([res.statusCode, res.json().code]).toEqual([507, 'storage-full']);
    expect(stored('incoming')).toEqual([]);
  });

  it('needs a session and an Idempotency-Key', async () => {
    const [ana] = await city();
    expect((await upload(null, video('five.webm'))).statusCode).toBe(401);
    expect((await upload(ana, video('five.webm'), {}, null)).json().code).toBe('idempotency-key-missing');
    expect(stored('incoming')).toEqual([]);
  });
});

describe('the one-request upload takes only what the app sends that way', () => {
  /**
   * A multipart form whose video is `videoBytes` long, made as the server reads it (16 KiB at a time), so the test
   * sees how much of the body the server pulled; with `declared`, the request says its length up front.
   */
  function largeUpload(member: TestMember, videoBytes: number, declared: boolean) {
    const boundary = `----test${crypto.randomUUID()}`;
    const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const head = Buffer.from(
      field('location', 'CA:ON:Toronto') +
        field('promptId', 'hidden_talent') +
        field('promptType', 'fun') +
        `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="recording.webm"\r\nContent-Type: video/webm\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const total = head.length + videoBytes + tail.length;
    let pulled = 0;
    const body = new Readable({
      // One piece buffered ahead, as Node.js 20 had by default: from 22 on a stream reads up to 64 KiB ahead of its
      // reader, which would count as pulled bytes the server never asked for.
      highWaterMark: 16 * 1024,
      read() {
        if (pulled === 0) {
          pulled += head.length;
          this.push(head);
        } else if (pulled < head.length + videoBytes) {
          const piece = Math.min(16 * 1024, head.length + videoBytes - pulled);
          pulled += piece;
          this.push(crypto.randomBytes(piece));
        } else if (pulled < total) {
          pulled += tail.length;
          this.push(tail);
          this.push(null);
        }
      },
    });
    const answer = t.app.inject({
      method: 'POST',
      url: '/api/videos/upload',
      payload: body,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'idempotency-key': crypto.randomUUID(),
        ...(declared ? { 'content-length': String(total) } : {}),
      },
      cookies: { sid: member.sessionId },
    });
    return answer.then((res) => ({ res, pulled }));
  }

  it('a video over four chunks (1 MiB) is refused 413 as soon as that is known, reading no more of the body', async () => {
    const [ana] = await city();
    const message =
      'This video is too large to send in one piece. Please send it again from the app; your recording is still on your phone.';
    const refused = [413, { code: 'video-too-large', message, fields: { video: message } }, 'close'];
    const answer = ({ res }: Awaited<ReturnType<typeof largeUpload>>) => [res.statusCode, res.json(), res.headers.connection];
    // Its length said up front: refused before the body is read.
    const declared = await largeUpload(ana, 2 * 1024 * 1024, true);
    expect(answer(declared)).toEqual(refused);
    expect(declared.pulled).toBeLessThanOrEqual(64 * 1024);
    // Sent without its length: refused when the video crosses the limit, having read about that much.
    const streamed = await largeUpload(ana, 2 * 1024 * 1024, false);
    expect(answer(streamed)).toEqual(refused);
    expect(streamed.pulled).toBeGreaterThan(VIDEO_ONE_REQUEST_MAX_BYTES);
    expect(streamed.pulled).toBeLessThanOrEqual(VIDEO_ONE_REQUEST_MAX_BYTES + 128 * 1024);
    await vi.waitFor(() => expect(stored('incoming')).toEqual([]));
    expect(stored('videos')).toEqual([]);
    // A video of exactly the limit is read whole and checked (these bytes are no video).
    const atLimit = await largeUpload(ana, VIDEO_ONE_REQUEST_MAX_BYTES, false);
    expect([atLimit.res.statusCode, atLimit.res.json().code]).toEqual([400, 'video-not-video']);
  });
});

describe('checking videos a few at a time', () => {
  const busyAnswer = { code: 'video-check-busy', message: VIDEO_CHECK_BUSY_MESSAGE };

  it('while every check is taken and none may wait, an upload is answered at once: 503 with Retry-After, nothing kept; sent again it is kept', async () => {
    const [ana] = await city({ VIDEO_CHECKS: '1', VIDEO_CHECKS_WAITING: '0' });
    const held = deferred();
    const holding = t.app.videoChecks.run(() => held.promise);
    const key = crypto.randomUUID();
    const busy = await upload(ana, video('five.webm'), {}, key);
    expect([busy.statusCode, busy.json()]).toEqual([503, busyAnswer]);
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    expect([stored('videos'), stored('incoming')]).toEqual([[], []]);
    held.resolve();
    await holding;
    const kept = await upload(ana, video('five.webm'), {}, key);
    expect(kept.statusCode).toBe(201);
    expect(kept.headers['idempotent-replayed']).toBeUndefined();
  });

  it('one upload waits for the check in use; one more than may wait is answered 503 at once', async () => {
    const [ana, ben] = await city({ VIDEO_CHECKS: '1', VIDEO_CHECKS_WAITING: '1' });
    const held = deferred();
    const holding = t.app.videoChecks.run(() => held.promise);
    const uploads = [upload(ana, video('five.webm')), upload(ben, video('three.mp4'))];
    const first = await Promise.race(uploads);
    expect([first.statusCode, first.json()]).toEqual([503, busyAnswer]);
    held.resolve();
    await holding;
    const answers = await Promise.all(uploads);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 503]);
  });
});

describe('who may fetch a video', () => {
  it('only members with an approved video of their own, only approved videos of a member discoverable by video, never anyone outside the batch', async () => {
    const [ana, ben, cal] = await city();
    const anas = (await upload(ana, video('five.webm'))).json() as OwnVideo;
    const anasUseful = (await upload(ana, video('five.webm'), { promptId: 'city_tip', promptType: 'useful' })).json() as OwnVideo;
    const bens = (await upload(ben, video('five.webm'))).json() as OwnVideo;
    // Pending: only Ana.
    expect((await get(ben, anas.videoUrl)).statusCode).toBe(404);
    await approve(anas.id);
    await approve(bens.id);
    // Ana has only her fun video approved: not yet discoverable by video, so nobody else sees it.
    expect((await get(ben, anas.videoUrl)).statusCode).toBe(404);
    expect((await get(ana, anas.videoUrl)).statusCode).toBe(200);
    await approve(anasUseful.id);
    // Cal has no approved video of his own.
    expect((await get(cal, anas.thumbnailUrl)).statusCode).toBe(404);
    expect((await get(ben, anas.videoUrl)).statusCode).toBe(200);
    expect((await get(ben, anas.thumbnailUrl)).statusCode).toBe(200);
    // A stranger from another installation's view: an account that was never shown Ana.
    const stranger = await createMember(t.app.db, { firstName: 'Zed', email: `zed-${crypto.randomUUID()}@example.com` });
    const zeds = (await upload(stranger, video('five.webm'))).json() as OwnVideo;
    await approve(zeds.id);
    expect((await get(stranger, anas.videoUrl)).statusCode).toBe(404);
    // Names that are not ours, and a poster name asked for as a video.
    expect((await get(ana, '/media/videos/..%2Fapp.db')).statusCode).toBe(404);
    expect((await get(ana, `/media/videos/${path.basename(anas.thumbnailUrl)}`)).statusCode).toBe(404);
  });
});

describe('how many uploads a day', () => {
  it('a multipart upload counts against the 30 a day too: past them it is refused with 429 and Retry-After', async () => {
    const [ana] = await city();
    const at = new Date('2026-11-19T16:00:00Z').toISOString();
    for (let i = 0; i < VIDEO_UPLOADS_LIMIT.count; i++) await t.app.repos.rateLimits.record('video-upload', [`user:${ana.email}`], at);
    const res = await upload(ana, video('five.webm'));
    expect([res.statusCode, res.json().code]).toEqual([429, 'rate-limited']);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(stored('videos')).toEqual([]);
  });
});

describe('deleting a video', () => {
  it('deletes the member’s own video and its files; another member’s is not found', async () => {
    const [ana, ben] = await city();
    const anas = (await upload(ana, video('five.webm'))).json() as OwnVideo;
    const del = (member: TestMember, videoId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/videos/delete',
        payload: { videoId, location: 'CA:ON:Toronto' },
        headers: { 'idempotency-key': crypto.randomUUID() },
        cookies: { sid: member.sessionId },
      });
    expect((await del(ben, anas.id)).statusCode).toBe(404);
    expect(stored('videos')).toHaveLength(1);
    const res = await del(ana, anas.id);
    expect([res.statusCode, res.json()]).toEqual([200, { videoId: anas.id }]);
    expect(stored('videos')).toEqual([]);
    expect(stored('posters')).toEqual([]);
    expect(((await get(ana, '/api/videos/mine')).json() as { data: OwnVideo[] }).data).toEqual([]);
  });
});

describe('the member’s data', () => {
  it('the export lists the member’s videos; deleting the account deletes their files', async () => {
    const [ana] = await city();
    const anas = (await upload(ana, video('five.webm'))).json() as OwnVideo;
    const exported = (await get(ana, '/api/users/me/data')).json() as { videos: OwnVideo[] };
    expect(exported.videos).toEqual([anas]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/delete',
      payload: { email: ana.email },
      cookies: { sid: ana.sessionId },
    });
    expect(res.statusCode).toBe(200);
    expect(stored('videos')).toEqual([]);
    expect(stored('posters')).toEqual([]);
    expect(await t.app.repos.videos.count()).toBe(0);
  });
});
