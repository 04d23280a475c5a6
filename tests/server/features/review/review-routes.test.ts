import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MemberCard } from '../../../../shared/discover';
import type { Notice } from '../../../../shared/groups';
import type { ReviewVideo } from '../../../../shared/review';
import type { OwnVideo } from '../../../../shared/videos';
import type { TestAccount } from '../../../helpers/accounts';
import { createMember, fakeClock, type TestMember } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { makeTestVideo } from '../../../helpers/videos';
import { createAdmin, uploadVideo } from './review-helpers';

// The admins' video review queue and the member reports, and who sees a reviewed video.
let t: TestApp;
let fixtures: string;
let clip: Buffer;

beforeAll(async () => {
  fixtures = fs.mkdtempSync(path.join(os.tmpdir(), 'review-routes-'));
  clip = fs.readFileSync(await makeTestVideo(fixtures, 'two.webm', 2));
}, 60_000);
afterAll(() => fs.rmSync(fixtures, { recursive: true, force: true }));
afterEach(async () => t?.close());

const FUN = { promptId: 'hidden_talent', promptType: 'fun' } as const;
const USEFUL = { promptId: 'teach_in_15', promptType: 'useful' } as const;

const get = (who: TestAccount, url: string) => t.app.inject({ url, cookies: { sid: who.sessionId } });
const post = (who: TestAccount | null, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), cookies: who ? { sid: who.sessionId } : {} });
const approve = (admin: TestAccount, id: string) => post(admin, `/api/review/videos/${id}/approve`);
const reject = (admin: TestAccount, id: string, reason: string) => post(admin, `/api/review/videos/${id}/reject`, { reason });
const queue = async (admin: TestAccount) => ((await get(admin, '/api/review/videos')).json() as { data: ReviewVideo[] }).data;
const noticesOf = async (who: TestAccount) => ((await get(who, '/api/notices')).json() as { data: Notice[] }).data;
const cardOf = async (viewer: TestAccount, member: TestMember) =>
  (await get(viewer, `/api/profiles/${member.profileId}`)).json() as MemberCard;

/** Ana, Ben and Cal in Toronto, each shown the others in this week's batch; an admin; a clock to space uploads. */
async function city() {
  const clock = fakeClock('2026-11-19T17:00:00Z');
  t = await buildTestApp({ now: clock.now });
  const members: TestMember[] = [];
  for (const firstName of ['Ana', 'Ben', 'Cal'])
    members.push(await createMember(t.app.db, { firstName, email: `${firstName.toLowerCase()}-${crypto.randomUUID()}@example.com` }));
  await t.app.cycle.tick();
  const admin = await createAdmin(t.app);
  const later = (minutes: number) => clock.set(new Date(Date.parse('2026-11-19T17:00:00Z') + minutes * 60_000).toISOString());
  return { members: members as [TestMember, TestMember, TestMember], admin, later };
}

describe('who may review', () => {
  it('signed out is 401, a member is 403 forbidden on every review route, an admin may; /auth/me says who is an admin', async () => {
    const { members, admin } = await city();
    const [ana] = members;
    const anas = await uploadVideo(t.app, ana, clip);
    expect((await t.app.inject({ url: '/api/review/videos' })).statusCode).toBe(401);
    for (const [method, url, payload] of [
      ['GET', '/api/review/videos'],
      ['GET', '/api/review/reports'],
      ['POST', `/api/review/videos/${anas.id}/approve`],
      ['POST', `/api/review/videos/${anas.id}/reject`, { reason: 'too dark' }],
      ['POST', `/api/review/videos/${anas.id}/reject`, {}],
    ] as const) {
      const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}), cookies: { sid: ana.sessionId } });
      expect([res.statusCode, res.json().code], url).toEqual([403, 'forbidden']);
    }
    expect((await get(admin, '/api/review/videos')).statusCode).toBe(200);
    expect((await get(admin, '/api/auth/me')).json()).toMatchObject({ isAdmin: true });
    expect((await get(ana, '/api/auth/me')).json()).toMatchObject({ isAdmin: false });
    expect(((await get(ana, '/api/videos/mine')).json() as { data: OwnVideo[] }).data[0]!.reviewStatus).toBe('pending');
  });
});

describe('the review queue', () => {
  it('lists pending videos oldest first with the member’s first name and the prompt, then the latest decisions', async () => {
    const { members, admin, later } = await city();
    const [ana, ben] = members;
    const anaFun = await uploadVideo(t.app, ana, clip, FUN);
    later(1);
    const benFun = await uploadVideo(t.app, ben, clip, FUN);
    later(2);
    const anaUseful = await uploadVideo(t.app, ana, clip, USEFUL);
    expect((await queue(admin)).map((v) => v.id)).toEqual([anaFun.id, benFun.id, anaUseful.id]);
    later(3);
    expect((await approve(admin, benFun.id)).statusCode).toBe(200);
    const listed = await queue(admin);
    expect(listed.map((v) => [v.id, v.reviewStatus])).toEqual([
      [anaFun.id, 'pending'],
      [anaUseful.id, 'pending'],
      [benFun.id, 'approved'],
    ]);
    expect(listed[0]).toEqual({
      id: anaFun.id,
      profileId: ana.profileId,
      firstName: 'Ana',
      promptId: 'hidden_talent',
      promptTitle: expect.any(String),
      promptType: 'fun',
      videoUrl: anaFun.videoUrl,
      thumbnailUrl: anaFun.thumbnailUrl,
      createdAt: '2026-11-19T17:00:00.000Z',
      reviewStatus: 'pending',
      reviewReason: null,
      reviewedAt: null,
    });
    // Never the account id (an e-mail).
    expect(JSON.stringify(listed)).not.toContain(ana.email);
  });

  it('an admin fetches a pending video’s bytes and poster, which other members cannot', async () => {
    const { members, admin } = await city();
    const [ana, ben] = members;
    const anas = await uploadVideo(t.app, ana, clip);
    const bytes = await get(admin, anas.videoUrl);
    expect([bytes.statusCode, bytes.headers['content-type']]).toEqual([200, 'video/webm']);
    expect((await get(admin, anas.thumbnailUrl)).headers['content-type']).toBe('image/jpeg');
    expect((await get(ben, anas.videoUrl)).statusCode).toBe(404);
  });

  it('member reports are listed for admins with reason and details', async () => {
    const { members, admin } = await city();
    const [ana, ben] = members;
    const reported = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { profileId: ben.profileId, reason: 'harassment', details: 'rude messages' },
      headers: { 'idempotency-key': crypto.randomUUID() },
      cookies: { sid: ana.sessionId },
    });
    expect(reported.statusCode).toBe(200);
    const reports = (await get(admin, '/api/review/reports')).json().data;
    expect(reports).toEqual([
      {
        id: expect.any(String),
        reportedProfileId: ben.profileId,
        reportedFirstName: 'Ben',
        reporterProfileId: ana.profileId,
        reporterFirstName: 'Ana',
        reason: 'harassment',
        details: 'rude messages',
        createdAt: '2026-11-19T17:00:00.000Z',
      },
    ]);
    // The reported member never learns who reported them.
    for (const url of ['/api/notices', '/api/users/me/data', `/api/profiles/${ana.profileId}`])
      expect((await get(ben, url)).body, url).not.toContain('rude messages');
  });
});

describe('approving and rejecting', () => {
  it('approved: seen by a member with an approved video of their own once the owner has an approved fun and useful one; 404 for one without; the owner is told', async () => {
    const { members, admin } = await city();
    const [ana, ben, cal] = members;
    const anas = await uploadVideo(t.app, ana, clip);
    const anasUseful = await uploadVideo(t.app, ana, clip, USEFUL);
    const bens = await uploadVideo(t.app, ben, clip);
    const approved = await approve(admin, anas.id);
    expect([approved.statusCode, approved.json().reviewStatus]).toEqual([200, 'approved']);
    // Ben's own video is still pending: he sees no one's videos yet.
    expect(await cardOf(ben, ana)).not.toHaveProperty('videos');
    expect((await get(ben, anas.videoUrl)).statusCode).toBe(404);
    await approve(admin, bens.id);
    // Ana has one approved video, the fun one: not discoverable by video yet, so her card lists none.
    expect((await cardOf(ben, ana)).videos).toEqual([]);
    expect((await get(ben, anas.videoUrl)).statusCode).toBe(404);
    await approve(admin, anasUseful.id);
    // Listed oldest first; both were made at the same (fake) moment, so in either order.
    const listed = (await cardOf(ben, ana)).videos;
    expect(listed).toHaveLength(2);
    expect(listed).toEqual(
      expect.arrayContaining([
        { id: anas.id, videoUrl: anas.videoUrl, thumbnailUrl: anas.thumbnailUrl, promptId: 'hidden_talent', promptType: 'fun' },
        {
          id: anasUseful.id,
          videoUrl: anasUseful.videoUrl,
          thumbnailUrl: anasUseful.thumbnailUrl,
          promptId: USEFUL.promptId,
          promptType: 'useful',
        },
      ]),
    );
    const batch = (await get(ben, '/api/profiles/all?location=CA:ON:Toronto')).json() as { data: MemberCard[] };
    expect(
      batch.data
        .find((card) => card.id === ana.profileId)
        ?.videos?.map((v) => v.id)
        .sort(),
    ).toEqual([anas.id, anasUseful.id].sort());
    expect(batch.data.find((card) => card.id === cal.profileId)?.videos).toEqual([]);
    expect((await get(ben, anas.videoUrl)).statusCode).toBe(200);
    // Cal has no video: no video list on any card, and the bytes answer like a missing file.
    expect(await cardOf(cal, ana)).not.toHaveProperty('videos');
    expect((await get(cal, anas.videoUrl)).statusCode).toBe(404);
    expect((await noticesOf(ana)).map((n) => [n.kind, n.title])).toEqual([
      ['video-approved', 'your video was approved'],
      ['video-approved', 'your video was approved'],
    ]);
  });

  it('rejected: the member’s notice gives the reason and says they can record again; nobody else sees it', async () => {
    const { members, admin } = await city();
    const [ana, ben] = members;
    const anas = await uploadVideo(t.app, ana, clip);
    await approve(admin, (await uploadVideo(t.app, ben, clip)).id);
    for (const reason of ['', '   ', 'x'.repeat(301)]) {
      const refused = await reject(admin, anas.id, reason);
      expect([refused.statusCode, refused.json().code], JSON.stringify(reason)).toEqual([400, 'validation-failed']);
    }
    const rejected = await reject(admin, anas.id, 'the video is too dark to see you');
    expect(rejected.json()).toMatchObject({ reviewStatus: 'rejected', reviewReason: 'the video is too dark to see you' });
    const [notice] = await noticesOf(ana);
    expect(notice).toMatchObject({ kind: 'video-rejected', title: 'your video was not approved', groupId: null });
    expect(notice!.body).toContain('the video is too dark to see you');
    expect(notice!.body).toContain('record it again');
    expect(((await get(ana, '/api/videos/mine')).json() as { data: OwnVideo[] }).data[0]).toMatchObject({
      reviewStatus: 'rejected',
      reviewReason: 'the video is too dark to see you',
    });
    expect((await get(ben, anas.videoUrl)).statusCode).toBe(404);
    expect(await cardOf(ben, ana)).toMatchObject({ videos: [] });
    expect((await get(ben, `/api/profiles/${ana.profileId}`)).body).not.toContain('too dark');
    // Recording again replaces it and waits for review.
    const again = await uploadVideo(t.app, ana, clip);
    expect((await queue(admin)).filter((v) => v.reviewStatus === 'pending').map((v) => v.id)).toEqual([again.id]);
  });

  it('the same decision again answers the same and sends no second notice; a changed decision replaces it', async () => {
    const { members, admin, later } = await city();
    const [ana] = members;
    const anas = await uploadVideo(t.app, ana, clip);
    later(1);
    const first = await approve(admin, anas.id);
    later(2);
    const replay = await approve(admin, anas.id);
    expect(replay.json()).toEqual(first.json());
    expect(await noticesOf(ana)).toHaveLength(1);
    const rejected = await reject(admin, anas.id, 'there is music under copyright');
    const rejectedAgain = await reject(admin, anas.id, 'a second reason');
    expect(rejectedAgain.json()).toEqual(rejected.json());
    expect(rejectedAgain.json().reviewReason).toBe('there is music under copyright');
    expect((await noticesOf(ana)).map((n) => n.kind).sort()).toEqual(['video-approved', 'video-rejected']);
    expect((await approve(admin, crypto.randomUUID())).statusCode).toBe(404);
    expect(await t.app.repos.videos.reviewedBy(anas.id)).toBe(admin.email);
  });
});
