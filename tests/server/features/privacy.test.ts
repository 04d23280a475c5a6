import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BatchAnswer } from '../../../shared/discover';
import type { GroupView } from '../../../shared/groups';
import { createSignedInUser } from '../../helpers/accounts';
import { createMember, fakeClock, type TestMember } from '../../helpers/members';
import { keysOf, PRIVATE_KEYS } from '../../helpers/private-keys';
import { buildTestApp, type TestApp } from '../../helpers/test-app';
import { makeTestVideo } from '../../helpers/videos';
import { postProfile, profileForm, validProfileJson } from './profiles/helpers';
import { createAdmin, uploadVideo } from './review/review-helpers';

let t: TestApp;
afterEach(async () => t?.close());

function write(member: TestMember, method: 'PUT' | 'POST', url: string, payload: unknown) {
  return t.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { 'idempotency-key': crypto.randomUUID() },
    cookies: { sid: member.sessionId },
  });
}

/** Every read a member can make, with what it answered. */
async function everyRead(member: TestMember, others: TestMember[]): Promise<Record<string, { status: number; body: string }>> {
  const urls = [
    '/api/auth/me',
    '/api/users/currentUser',
    '/api/profiles?location=CA:ON:Toronto',
    '/api/profiles/all?location=CA:ON:Toronto',
    // The member's own card as others see it: public fields only, though it is the member's own.
    '/api/profiles/preview',
    '/api/picks',
    '/api/groups/current',
    '/api/notices',
    '/api/users/me/data',
    // The member's invites: codes and counts, never who redeemed them.
    '/api/invites/mine',
    // The member's own videos, with their review.
    '/api/videos/mine',
    ...others.map((other) => `/api/profiles/${other.profileId}`),
  ];
  const answers: Record<string, { status: number; body: string }> = {};
  for (const url of urls) {
    const response = await t.app.inject({ url, cookies: { sid: member.sessionId } });
    answers[url] = { status: response.statusCode, body: response.body };
  }
  return answers;
}

async function city() {
  const clock = fakeClock('2026-11-19T17:00:00Z');
  t = await buildTestApp({ now: clock.now });
  const members: TestMember[] = [];
  for (const [i, firstName] of ['Ana', 'Ben', 'Cal', 'Dee', 'Eli'].entries()) {
    members.push(
      await createMember(t.app.db, { firstName, canHost: i === 3, email: `${firstName.toLowerCase()}-${crypto.randomUUID()}@example.com` }),
    );
  }
  await t.app.cycle.tick();
  for (const member of members) await t.app.inject({ url: '/api/profiles/all?location=CA:ON:Toronto', cookies: { sid: member.sessionId } });
  return { clock, members: members as [TestMember, TestMember, TestMember, TestMember, TestMember] };
}

describe('picks and private preferences are never revealed', () => {
  it('what Ana can read is byte for byte the same whether or not others picked her', async () => {
    const { members } = await city();
    const [ana, ben, cal, dee] = members;
    await write(ana, 'PUT', `/api/picks/${ben.profileId}`, { level: 3 });
    const before = await everyRead(ana, members.slice(1));
    expect(await write(ben, 'PUT', `/api/picks/${ana.profileId}`, { level: 5 })).toHaveProperty('statusCode', 200);
    expect(await write(cal, 'PUT', `/api/picks/${ana.profileId}`, { level: 0 })).toHaveProperty('statusCode', 200);
    expect(await write(dee, 'PUT', `/api/picks/${ana.profileId}`, { level: 2 })).toHaveProperty('statusCode', 200);
    expect(await everyRead(ana, members.slice(1))).toEqual(before);
  });

  it('a canary who picked Ana after her batch was made never appears in anything Ana reads', async () => {
    const { members } = await city();
    const [ana] = members;
    const canary = await createMember(t.app.db, { firstName: 'Canary', email: `canary-${crypto.randomUUID()}@example.com` });
    // Made straight in the database: the canary gets their batch as the profile route gives it (app.memberJoined).
    await t.app.memberJoined(canary.email);
    expect(await write(canary, 'PUT', `/api/picks/${ana.profileId}`, { level: 5 })).toHaveProperty('statusCode', 200);
    for (const [url, answer] of Object.entries(await everyRead(ana, [...members.slice(1), canary]))) {
      expect(answer.body, url).not.toContain(canary.profileId.slice(0, 13));
      expect(answer.body, url).not.toContain(canary.email);
    }
  });

  it('an inviter learns that a code was used, never by whom', async () => {
    const { members } = await city();
    const [ana] = members;
    const code = ((await write(ana, 'POST', '/api/invites', { textPart: 'Ana' })).json() as { data: { id: string } }).data.id;
    const before = await everyRead(ana, members.slice(1));
    const newcomer = await createSignedInUser(t.app.db, { email: `newcomer-${crypto.randomUUID()}@example.com` });
    const joined = await postProfile(t, newcomer, profileForm(validProfileJson({ InviteCode: code } as object)));
    expect(joined.statusCode).toBe(201);
    const after = await everyRead(ana, members.slice(1));
    for (const [url, answer] of Object.entries(after)) {
      expect(answer.body, url).not.toContain(newcomer.email);
      expect(answer.body, url).not.toContain(joined.json().profile.id);
      expect(answer.body, url).not.toContain('Priya');
    }
    // The code looked up by its owner says as little.
    const lookedUp = await t.app.inject({ url: `/api/invites?inviteCode=${encodeURIComponent(code)}`, cookies: { sid: ana.sessionId } });
    expect(lookedUp.statusCode).toBe(200);
    for (const secret of [newcomer.email, joined.json().profile.id, 'Priya']) expect(lookedUp.body).not.toContain(secret);
    expect(lookedUp.json()).toMatchObject({ data: { id: code, inviteDetails: { usageCount: 1 } } });
    // Only the count moved.
    expect(JSON.parse(after['/api/invites/mine']!.body)).not.toEqual(JSON.parse(before['/api/invites/mine']!.body));
    expect(after['/api/invites/mine']!.body.replace(/"usageCount":1/, '"usageCount":0')).toBe(before['/api/invites/mine']!.body);
  });

  it('as each member, no answer names anyone else by e-mail or carries pick or preference fields about others', async () => {
    const { members } = await city();
    for (const member of members)
      for (const other of members) if (other !== member) await write(member, 'PUT', `/api/picks/${other.profileId}`, { level: 3 });
    for (const member of members) {
      const reads = await everyRead(
        member,
        members.filter((other) => other !== member),
      );
      for (const [url, answer] of Object.entries(reads)) {
        for (const other of members) if (other !== member) expect(answer.body, url).not.toContain(other.email);
        // The member's own profile and own picks are theirs to see; nothing else may carry these fields.
        if (
          url.startsWith('/api/profiles?') ||
          url === '/api/picks' ||
          url === '/api/videos/mine' ||
          url.startsWith('/api/auth/me') ||
          url.startsWith('/api/users/')
        )
          continue;
        const keys = keysOf(JSON.parse(answer.body));
        expect(
          PRIVATE_KEYS.filter((key) => keys.has(key)),
          url,
        ).toEqual([]);
      }
      const own = JSON.parse(reads['/api/picks']!.body) as { data: { profileId: string }[] };
      expect(own.data.map((p) => p.profileId).sort()).toEqual(
        members
          .filter((o) => o !== member)
          .map((o) => o.profileId)
          .sort(),
      );
    }
  });

  it('vibe-check answers (discovery preference and its own words) reach their owner and nobody else', async () => {
    const { members } = await city();
    const [ana] = members;
    const words = `quiet walks ${crypto.randomUUID()}`;
    const saved = await write(ana, 'POST', '/api/profiles/updateProfileProperty', {
      Location: 'CA:ON:Toronto',
      Changes: [
        { Field: 'discoveryPreference', Value: 'other' },
        { Field: 'discoveryPreferenceOther', Value: words },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const own = JSON.parse((await everyRead(ana, members.slice(1)))['/api/profiles?location=CA:ON:Toronto']!.body);
    expect(own).toMatchObject({ discoveryPreference: 'other', discoveryPreferenceOther: words });
    for (const member of members.slice(1)) {
      const reads = await everyRead(
        member,
        members.filter((other) => other !== member),
      );
      for (const [url, answer] of Object.entries(reads)) expect(answer.body, url).not.toContain(words);
      expect(JSON.parse(reads[`/api/profiles/${ana.profileId}`]!.body)).not.toHaveProperty('discoveryPreference');
    }
  });

  it('the group says who is in it and nothing about who picked whom', async () => {
    const { clock, members } = await city();
    for (const member of members)
      for (const other of members) if (other !== member) await write(member, 'PUT', `/api/picks/${other.profileId}`, { level: 4 });
    clock.set('2026-11-23T14:00:00Z');
    await t.app.cycle.tick();
    const answer = await t.app.inject({ url: '/api/groups/current', cookies: { sid: members[0].sessionId } });
    const group = (answer.json() as { group: GroupView }).group;
    expect(Object.keys(group).sort()).toEqual(
      [
        'id',
        'week',
        'status',
        'slot',
        'meetsAt',
        'timeZone',
        'neighborhood',
        'inviteDeadlineAt',
        'myInvite',
        'members',
        'sharedInterests',
        'venue',
        'deposit',
        'checkIn',
        'meetAgain',
        'release',
      ].sort(),
    );
    for (const member of group.members) {
      expect(Object.keys(member).sort()).toEqual(['firstName', 'inviteStatus', 'isMe', 'isVenueBooker', 'photoUrl', 'profileId']);
    }
    // The deposit is the viewer's own (what accepting would hold), nothing about anyone else's; check-in is for a
    // confirmed group only.
    expect(group.deposit).toEqual({ status: 'none', amountCents: 1000, currency: 'cad', demo: true });
    expect(group.checkIn).toBeNull();
    expect(group.meetAgain).toBeNull();
    // What "can't make it" would cost: the viewer's own deposit and the week's deadline, for an accepted place only.
    expect(group.release).toBeNull();
  });

  it('a batch card carries only public fields', async () => {
    const { members } = await city();
    const batch = (
      await t.app.inject({ url: '/api/profiles/all?location=CA:ON:Toronto', cookies: { sid: members[0].sessionId } })
    ).json() as BatchAnswer;
    expect(Object.keys(batch.data[0]!).sort()).toEqual([
      'age',
      'availableTimeSlots',
      'bucketList',
      'canHost',
      'firstName',
      'id',
      'interests',
      'location',
      'neighborhoods',
      'photoUrl',
      'sharedInterests',
      'userSex',
    ]);
  });
});

describe('a video is seen by others only once approved, and its review only by its owner', () => {
  let fixtures: string;
  let clip: Buffer;
  beforeAll(async () => {
    fixtures = fs.mkdtempSync(path.join(os.tmpdir(), 'privacy-videos-'));
    clip = fs.readFileSync(await makeTestVideo(fixtures, 'two.webm', 2));
  }, 60_000);
  afterAll(() => fs.rmSync(fixtures, { recursive: true, force: true }));

  it('a pending or rejected video’s address, and a rejection’s reason, appear in nothing anyone else reads', async () => {
    const { members } = await city();
    const [ana, ben, cal] = members;
    const admin = await createAdmin(t.app);
    const review = (id: string, action: string, payload?: object) =>
      t.app.inject({ method: 'POST', url: `/api/review/videos/${id}/${action}`, payload, cookies: { sid: admin.sessionId } });
    const approved = await uploadVideo(t.app, ana, clip, { promptId: 'hidden_talent', promptType: 'fun' });
    const pending = await uploadVideo(t.app, ana, clip, { promptId: 'teach_in_15', promptType: 'useful' });
    await review(approved.id, 'approve');
    await review((await uploadVideo(t.app, ben, clip)).id, 'approve');
    const reason = `a reason ${crypto.randomUUID()}`;
    const rejected = await uploadVideo(t.app, cal, clip);
    expect((await review(rejected.id, 'reject', { reason })).statusCode).toBe(200);
    const anasPending = [pending.id, pending.videoUrl, pending.thumbnailUrl];
    const calsRejected = [rejected.id, rejected.videoUrl, rejected.thumbnailUrl, reason];
    for (const member of members.slice(1)) {
      const reads = await everyRead(
        member,
        members.filter((other) => other !== member),
      );
      for (const [url, answer] of Object.entries(reads)) {
        for (const secret of member === cal ? anasPending : [...anasPending, ...calsRejected])
          expect(answer.body, url).not.toContain(secret);
        // The member's own account, profile, picks and videos are theirs to see.
        if (['/api/auth/me', '/api/picks', '/api/videos/mine'].includes(url) || /^\/api\/(users\/|profiles\?)/.test(url)) continue;
        expect(
          PRIVATE_KEYS.filter((key) => keysOf(JSON.parse(answer.body)).has(key)),
          url,
        ).toEqual([]);
      }
    }
    // Once her useful one is approved too, Ana is discoverable by video, and Ben, with an approved video of his own,
    // sees both: the reads above could have shown videos.
    await review(pending.id, 'approve');
    const seen = (await t.app.inject({ url: `/api/profiles/${ana.profileId}`, cookies: { sid: ben.sessionId } })).body;
    expect(seen).toContain(approved.videoUrl);
    expect(seen).toContain(pending.videoUrl);
  });
});
