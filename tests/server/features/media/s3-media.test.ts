import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OwnVideo } from '../../../../shared/videos';
import { localMediaStore, type MediaRead, type MediaStore, type Unsatisfiable } from '../../../../server/features/media/media-store';
import { createSignedInUser, type TestAccount } from '../../../helpers/accounts';
import { createMember } from '../../../helpers/members';
import { makeTestVideo } from '../../../helpers/videos';
import { jpeg, postProfile, profileForm, validProfileJson } from '../profiles/helpers';
import { type S3App, startS3App } from './s3-app';

// Photos, videos and posters kept in an S3 bucket (MEDIA_STORE=s3): stored under <kind>/<name>, served through the
// app as the local store serves them, and removed with what they belong to. Nothing lands in DATA_DIR/media.
let s3: S3App | undefined;
let fixtures: string;
let five: Buffer;

beforeAll(async () => {
  fixtures = fs.mkdtempSync(path.join(os.tmpdir(), 's3-media-'));
  five = fs.readFileSync(await makeTestVideo(fixtures, 'five.webm', 5));
}, 60_000);
afterAll(() => fs.rmSync(fixtures, { recursive: true, force: true }));
afterEach(async () => {
  const folders = s3?.localMediaFolders() ?? [];
  await s3?.close();
  s3 = undefined;
  expect(folders).toEqual([]);
});

async function start() {
  s3 = await startS3App();
  return s3;
}
const get = (member: TestAccount | null, url: string, headers: Record<string, string> = {}) =>
  s3!.t.app.inject({ url, headers, cookies: member ? { sid: member.sessionId } : {} });
const photo = async (member: TestAccount, width = 300) =>
  postProfile(s3!.t, member, profileForm(validProfileJson(), { bytes: await jpeg(width, 200).toBuffer() }));

function uploadVideo(member: TestAccount, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ location: 'CA:ON:Toronto', promptId: 'hidden_talent', promptType: 'fun', ...fields }))
    form.append(name, value);
  form.append('video', new Blob([new Uint8Array(five)], { type: 'video/webm' }), 'recording.webm');
  return s3!.t.app.inject({
    method: 'POST',
    url: '/api/videos/upload',
    payload: form,
    headers: { 'idempotency-key': crypto.randomUUID() },
    cookies: { sid: member.sessionId },
  });
}

describe('a profile photo on S3', () => {
  it('is stored as photos/<name> and served to its owner with the same bytes and headers as the local store', async () => {
    const { t, keys, bytesOf } = await start();
    const owner = await createSignedInUser(t.app.db);
    const created = await photo(owner);
    expect(created.statusCode).toBe(201);
    const url = created.json().profile.photoUrl as string;
    const name = path.basename(url);
    expect(await keys()).toEqual([`photos/${name}`]);

    const res = await get(owner, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.equals(await bytesOf(`photos/${name}`))).toBe(true);

    // Signed out 401; a member who may not see it, and a well-formed name that is nobody's, 404.
    expect((await get(null, url)).statusCode).toBe(401);
    expect((await get(await createSignedInUser(t.app.db), url)).statusCode).toBe(404);
    expect((await get(owner, `/media/photos/${crypto.randomUUID()}.jpg`)).statusCode).toBe(404);
  });

  it('replaced, the old object is removed and the new one served; an object gone from the bucket is 404, not an error', async () => {
    const { t, keys } = await start();
    const owner = await createSignedInUser(t.app.db);
    const first = path.basename((await photo(owner, 400)).json().profile.photoUrl);
    const replaced = await photo(owner, 640);
    expect(replaced.statusCode).toBe(200);
    const second = path.basename(replaced.json().profile.photoUrl);
    expect(second).not.toBe(first);
    expect(await keys()).toEqual([`photos/${second}`]);
    expect((await get(owner, `/media/photos/${first}`)).statusCode).toBe(404);
    expect((await get(owner, `/media/photos/${second}`)).statusCode).toBe(200);

    await t.app.media.remove('photos', second);
    expect((await get(owner, `/media/photos/${second}`)).statusCode).toBe(404);
  });
});

describe('a video on S3', () => {
  it('is stored as videos/<name> and posters/<name> and answers byte ranges as the local store does', async () => {
    const { t, keys, bytesOf } = await start();
    const ana = await createMember(t.app.db, { firstName: 'Ana' });
    const res = await uploadVideo(ana);
    expect(res.statusCode).toBe(201);
    const { videoUrl, thumbnailUrl } = res.json() as OwnVideo;
    const [file, poster] = [path.basename(videoUrl), path.basename(thumbnailUrl)];
    expect(await keys()).toEqual([`posters/${poster}`, `videos/${file}`]);

    const whole = await get(ana, videoUrl);
    expect(whole.statusCode).toBe(200);
    const size = whole.rawPayload.length;
    expect(whole.rawPayload.equals(await bytesOf(`videos/${file}`))).toBe(true);
    expect(whole.headers).toMatchObject({
      'content-type': 'video/webm',
      'content-length': String(size),
      'accept-ranges': 'bytes',
      'cache-control': 'private, max-age=31536000, immutable',
    });

    const first = await get(ana, videoUrl, { range: 'bytes=0-99' });
    expect([first.statusCode, first.headers['content-range'], first.headers['content-length']]).toEqual([206, `bytes 0-99/${size}`, '100']);
    expect(first.rawPayload.equals(whole.rawPayload.subarray(0, 100))).toBe(true);

    const last = await get(ana, videoUrl, { range: 'bytes=-100' });
    expect([last.statusCode, last.headers['content-range']]).toEqual([206, `bytes ${size - 100}-${size - 1}/${size}`]);
    expect(last.rawPayload.equals(whole.rawPayload.subarray(size - 100))).toBe(true);

    const beyond = await get(ana, videoUrl, { range: `bytes=${size}-` });
    expect([beyond.statusCode, beyond.headers['content-range'], beyond.rawPayload.length]).toEqual([416, `bytes */${size}`, 0]);

    const posterRes = await get(ana, thumbnailUrl);
    expect([posterRes.statusCode, posterRes.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(posterRes.rawPayload.equals(await bytesOf(`posters/${poster}`))).toBe(true);
    // Pending review: nobody else sees it.
    expect((await get(await createMember(t.app.db), videoUrl)).statusCode).toBe(404);
  });

  it('the S3 store reads every kind of Range as the local store does', async () => {
    const { t } = await start();
    const local = localMediaStore(fs.mkdtempSync(path.join(fixtures, 'local-')));
    const bytes = crypto.randomBytes(1000);
    const name = `${crypto.randomUUID()}.webm`;
    for (const store of [local, t.app.media]) await store.put('videos', name, bytes);
    const answer = async (store: MediaStore, range: string | undefined) => {
      const read = await store.read('videos', name, range);
      if (!read || 'unsatisfiable' in read) return read as Unsatisfiable | null;
      const chunks: Buffer[] = [];
      for await (const chunk of (read as MediaRead).body) chunks.push(chunk as Buffer);
      return { size: read.size, part: read.part, sha: crypto.createHash('sha256').update(Buffer.concat(chunks)).digest('hex') };
    };
    const ranges = [undefined, 'bytes=0-99', 'bytes=-100', 'bytes=900-', 'bytes=0-0', 'bytes=999-', 'bytes=990-5000'];
    // Not a backwards range (bytes=9-5): s3rver refuses it as the local store does, S3 itself would send the whole.
    ranges.push(
      'bytes=-5000',
      'bytes=1000-',
      'bytes=5000-6000',
      'bytes=-',
      'bytes=abc',
      'bytes=0-1,5-6',
      'items=0-9',
      'bytes=-0',
      ' bytes=0-9 ',
    );
    for (const range of ranges) expect(await answer(t.app.media, range), range).toEqual(await answer(local, range));
    expect(await t.app.media.read('videos', `${crypto.randomUUID()}.webm`, 'bytes=0-99')).toBeNull();
    expect(await t.app.media.read('videos', `${crypto.randomUUID()}.webm`, 'bytes=5000-')).toBeNull();
  });

  it('deleted, its two objects are removed', async () => {
    const { t, keys } = await start();
    const [ana, ben] = [await createMember(t.app.db), await createMember(t.app.db)];
    const { id } = (await uploadVideo(ana)).json() as OwnVideo;
    const del = (member: TestAccount) =>
      t.app.inject({
        method: 'POST',
        url: '/api/videos/delete',
        payload: { videoId: id, location: 'CA:ON:Toronto' },
        headers: { 'idempotency-key': crypto.randomUUID() },
        cookies: { sid: member.sessionId },
      });
    expect((await del(ben)).statusCode).toBe(404);
    expect(await keys()).toHaveLength(2);
    expect((await del(ana)).statusCode).toBe(200);
    expect(await keys()).toEqual([]);
  });
});

describe('deleting an account on S3', () => {
  it('removes the member’s photo and video objects, and nobody else’s', async () => {
    const { t, keys } = await start();
    const [ana, ben] = [await createMember(t.app.db), await createMember(t.app.db)];
    for (const member of [ana, ben]) {
      expect((await photo(member)).statusCode).toBe(200);
      expect((await uploadVideo(member)).statusCode).toBe(201);
      expect((await uploadVideo(member, { promptId: 'teach_in_15', promptType: 'useful' })).statusCode).toBe(201);
    }
    const objectsOf = async (email: string) => {
      const photoFile = await t.app.repos.myData.photoOf(email);
      const videos = await t.app.repos.videos.ofUser(email);
      return [`photos/${photoFile}`, ...videos.flatMap((v) => [`videos/${v.file}`, `posters/${v.posterFile}`])].sort();
    };
    const bens = await objectsOf(ben.email);
    expect(await keys()).toEqual([...(await objectsOf(ana.email)), ...bens].sort());
    expect(bens).toHaveLength(5);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/me/delete',
      payload: { email: ana.email },
      cookies: { sid: ana.sessionId },
    });
    expect([res.statusCode, res.json()]).toEqual([200, { deleted: true }]);
    // Nothing of hers waits: the deletion is done, and what follows it (the tick's tidying) leaves no object of hers.
    await t.app.cycle.tick();
    expect(await keys()).toEqual(bens);
  });
});
