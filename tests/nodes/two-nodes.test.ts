import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { openDatabase } from '../../server/db/open-database';
import { profilesRepo } from '../../server/features/profiles/repo';
import { jobRepo } from '../../server/features/week/job-repo';
import { createMember, type TestMember } from '../helpers/members';
import { startS3Bucket, type S3Bucket } from '../helpers/s3-bucket';
import { seedCity } from '../helpers/seed-city';
import type { ServerProcess } from '../helpers/server-process';
import { readSignInMail, type SmtpListener, startSmtpListener } from '../helpers/smtp-listener';
import { freshTestDatabase, type TestDatabase } from '../helpers/test-database';
import { makeTestVideo } from '../helpers/videos';
import { jpeg, profileForm, validProfileJson } from '../server/features/profiles/helpers';
import { browser, PHASES, startNodes, uploadVideoCutOver, untilSettled } from './nodes';

/**
 * Two app nodes (server/main.ts, each its own process, port and data folder, as two machines would be) on one
 * PostgreSQL database and one S3-compatible bucket (s3rver: tests/helpers/s3-bucket.ts), with no sticky sessions:
 * what one node took, the other serves; an upload cut on one resumes on the other; the weekly steps run once between
 * both schedulers; a limit reached on one holds on the other. `npm test`'s "nodes" part (scripts/test-nodes.ts).
 */
const MEMBERS = 120;

let database: TestDatabase;
let bucket: S3Bucket;
let smtp: SmtpListener;
let db: Database;
let nodes: ServerProcess[] = [];
let member: TestMember;
const folders: string[] = [];

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) throw new Error('two nodes need PostgreSQL: run npm run test:nodes (scripts/test-nodes.ts)');
  database = await freshTestDatabase();
  bucket = await startS3Bucket();
  smtp = await startSmtpListener();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'two-nodes-'));
  folders.push(folder);
  // Migrated and seeded before the nodes start, so neither has an empty database to migrate.
  db = await openDatabase({ databaseUrl: database.url, file: path.join(folder, 'app.db') });
  await seedCity(db, { members: MEMBERS, seed: 5 });
  member = await createMember(db, { email: 'two-nodes@example.com' });
}, 120_000);

afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop()));
  await db?.close();
  await database?.drop();
  await bucket?.stop();
  await smtp?.close();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

const objectsIn = (prefix: string) => bucket.keys(prefix);

describe('two app nodes on PostgreSQL and S3', () => {
  it('share media, uploads, sessions, limits and the weekly steps', async () => {
    const [release, ...later] = PHASES;
    nodes = await startNodes(release!.clock, { databaseUrl: database.url!, bucket, smtpUrl: smtp.url });
    const [a, b] = nodes as [ServerProcess, ServerProcess];
    const cookie = `sid=${member.sessionId}`;

    // A photo taken by A is served by B, from the bucket: neither node keeps it on its own disk.
    const photo = await jpeg(800, 600).jpeg().toBuffer();
    const form = profileForm(validProfileJson(), { bytes: photo });
    const saved = await fetch(`${a.url}/api/profiles`, {
      method: 'POST',
      body: form,
      headers: { cookie, 'idempotency-key': crypto.randomUUID() },
    });
    expect(saved.status).toBe(200);
    const photoUrl = ((await saved.json()) as { profile: { photoUrl: string } }).profile.photoUrl;
    const fromB = await fetch(`${b.url}${photoUrl}`, { headers: { cookie } });
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/jpeg');
    const served = Buffer.from(await fromB.arrayBuffer());
    expect(served.length).toBeGreaterThan(1000);
    expect(await objectsIn(`photos/${path.basename(photoUrl)}`)).toHaveLength(1);
    for (const node of nodes) expect(fs.existsSync(path.join(node.dataDir, 'media', 'photos'))).toBe(false);
    // Someone else signed in on B is refused it, as on one node.
    const stranger = await createMember(db, { email: 'stranger@example.com' });
    expect((await fetch(`${b.url}${photoUrl}`, { headers: { cookie: `sid=${stranger.sessionId}` } })).status).toBe(404);

    // A video upload cut off through A resumes through B from the offset A kept, and B keeps the video.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'two-nodes-video-'));
    folders.push(dir);
    const video = fs.readFileSync(await makeTestVideo(dir, 'clip.webm', 8, { size: '640x480', bitrate: '1500k' }));
    const location = (await profilesRepo(db).locationOf(member.email))!;
    const upload = await uploadVideoCutOver(video, { from: a, to: b, cookie, location });
    expect(upload.resumedFrom).toBeGreaterThan(0);
    expect(upload.resumedFrom).toBeLessThan(video.length);
    expect(upload.finish.status, upload.finish.body).toBe(201);
    const kept = JSON.parse(upload.finish.body) as { videoUrl: string; thumbnailUrl: string };
    for (const node of nodes) {
      const whole = await fetch(`${node.url}${kept.videoUrl}`, { headers: { cookie } });
      expect(whole.status).toBe(200);
      const size = Number(whole.headers.get('content-length'));
      await whole.arrayBuffer();
      const part = await fetch(`${node.url}${kept.videoUrl}`, { headers: { cookie, range: 'bytes=10-19' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 10-19/${size}`);
      expect((await part.arrayBuffer()).byteLength).toBe(10);
      expect((await fetch(`${node.url}${kept.thumbnailUrl}`, { headers: { cookie } })).status).toBe(200);
    }
    expect(await objectsIn('videos/')).toHaveLength(1);
    expect(await objectsIn(`${upload.uploadId}`)).toEqual([]);

    // Signed in through B with a code asked through A, the session works on A; the address's sends are counted on
    // both: three through A, the fourth through B is refused.
    const person = browser();
    const email = 'someone.new@example.com';
    const before = smtp.mails.length;
    expect((await person(a, 'POST', '/api/auth/magic-link/send', { email })).status).toBe(202);
    const { code } = readSignInMail(await smtp.nextMailTo(email, before));
    expect((await person(b, 'POST', '/api/auth/magic-link/code', { email, code })).status).toBe(200);
    expect(await (await person(a, 'GET', '/api/auth/me')).json()).toMatchObject({ id: email });
    const other = browser();
    const target = 'limited@example.com';
    for (let i = 0; i < 3; i++) expect((await other(a, 'POST', '/api/auth/magic-link/send', { email: target })).status).toBe(202);
    const refused = await other(b, 'POST', '/api/auth/magic-link/send', { email: target });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // The weekly steps: both schedulers live at each step's time, each step run once.
    await untilSettled(db, release!.step, release!.clock, nodes);
    for (const { step, clock } of later) {
      await Promise.all(nodes.map((node) => node.stop()));
      // The dev outbox from here on: the match's invitations to a hundred members over SMTP would outlast a stop.
      nodes = await startNodes(clock, { databaseUrl: database.url!, bucket, smtpUrl: '' });
      await untilSettled(db, step, clock, nodes);
    }
    const jobs = (await jobRepo(db).allJobs()).filter((job) => job.status === 'done');
    expect(jobs.map((job) => job.step)).toEqual(expect.arrayContaining(['release', 'match', 'deadline']));
    for (const job of jobs) expect(job, `${job.week} ${job.step}`).toMatchObject({ attempts: 1 });
    const match = JSON.parse(jobs.find((job) => job.step === 'match')!.summary!) as { groups: number };
    expect(match.groups).toBeGreaterThan(0);
  }, 300_000);
});
