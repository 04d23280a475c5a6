import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { BatchAnswer, MemberCard } from '../../../../shared/discover';
import type { UploadablePromptType } from '../../../../shared/video-prompts';
import { createSignedInUser } from '../../../helpers/accounts';
import { aStoredVideo } from '../../../helpers/builders/videos';
import { createMember, fakeClock } from '../../../helpers/members';
import { keysOf, PRIVATE_KEYS } from '../../../helpers/private-keys';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
afterEach(async () => t?.close());

const preview = (sessionId?: string) => t.app.inject({ url: '/api/profiles/preview', cookies: sessionId ? { sid: sessionId } : {} });

describe('GET /api/profiles/preview: my card as others see it (settings "preview")', () => {
  it('is exactly the card another member gets in their batch, with no interest marked shared', async () => {
    const clock = fakeClock('2026-11-19T17:00:00Z');
    t = await buildTestApp({ now: clock.now });
    const ana = await createMember(t.app.db, {
      firstName: 'Ana',
      interests: ['book club', 'photography'],
      email: `ana-${crypto.randomUUID()}@x.org`,
    });
    const ben = await createMember(t.app.db, { firstName: 'Ben', interests: ['book club'], email: `ben-${crypto.randomUUID()}@x.org` });
    await t.app.repos.profiles.update(ana.email, { bucketList: ['learn to surf'] }, clock.now().toISOString());
    await t.app.cycle.tick();
    const batch = (
      await t.app.inject({ url: '/api/profiles/all?location=CA:ON:Toronto', cookies: { sid: ben.sessionId } })
    ).json() as BatchAnswer;
    const seenByBen = batch.data.find((card) => card.id === ana.profileId)!;
    expect(seenByBen.sharedInterests).toEqual(['book club']);

    const answer = await preview(ana.sessionId);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const own = answer.json() as MemberCard;
    // Ben has no approved video of his own, so his cards carry no video list; the preview shows Ana's (none yet).
    expect(own).toEqual({ ...seenByBen, sharedInterests: [], videos: [] });
    expect(own.bucketList).toEqual(['learn to surf']);
  });

  it('shows the videos others who may see videos get: none until an approved fun and useful one, then those', async () => {
    const clock = fakeClock('2026-11-19T17:00:00Z');
    t = await buildTestApp({ now: clock.now });
    const ana = await createMember(t.app.db, { firstName: 'Ana', email: `ana-${crypto.randomUUID()}@x.org` });
    const ben = await createMember(t.app.db, { firstName: 'Ben', email: `ben-${crypto.randomUUID()}@x.org` });
    await t.app.cycle.tick();
    const addVideo = (userId: string, promptId: string, promptType: UploadablePromptType) =>
      aStoredVideo(t.app.db, userId, {
        promptId,
        promptType,
        review: 'approved',
        at: clock.now().toISOString(),
        durationMs: 5000,
        width: 320,
        height: 240,
      });
    await addVideo(ben.email, 'hidden_talent', 'fun');
    await addVideo(ana.email, 'hidden_talent', 'fun');
    expect(((await preview(ana.sessionId)).json() as MemberCard).videos).toEqual([]);
    await addVideo(ana.email, 'city_tip', 'useful');
    const own = (await preview(ana.sessionId)).json() as MemberCard;
    const batch = (
      await t.app.inject({ url: '/api/profiles/all?location=CA:ON:Toronto', cookies: { sid: ben.sessionId } })
    ).json() as BatchAnswer;
    const seenByBen = batch.data.find((card) => card.id === ana.profileId)!;
    expect(own.videos).toHaveLength(2);
    expect(own.videos).toEqual(seenByBen.videos);
  });

  it('carries no private key, though the member has private preferences set', async () => {
    t = await buildTestApp();
    // createMember sets preferred sex, ideal ages and relationship status.
    const ana = await createMember(t.app.db, { firstName: 'Ana' });
    const body = (await preview(ana.sessionId)).json();
    expect(PRIVATE_KEYS.filter((key) => keysOf(body).has(key))).toEqual([]);
    expect(JSON.stringify(body)).not.toContain(ana.email);
  });

  it('answers 401 without a session and 404 without a profile', async () => {
    t = await buildTestApp();
    const signedOut = await preview();
    expect([signedOut.statusCode, signedOut.json().code]).toEqual([401, 'not-signed-in']);
    const newcomer = await createSignedInUser(t.app.db);
    const none = await preview(newcomer.sessionId);
    expect([none.statusCode, none.json().code]).toEqual([404, 'profile-not-found']);
  });
});
