import { afterEach, describe, expect, it } from 'vitest';
import type { BatchAnswer, MemberCard } from '../../../../shared/discover';
import type { InterestText } from '../../../../shared/profiles';
import { aStoredVideo } from '../../../helpers/builders/videos';
import { createMember, fakeClock, type TestMember } from '../../../helpers/members';
import { memberRequest } from '../../../helpers/member-request';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// GET /api/profiles/all answers from cards kept as JSON (server/features/discover/card-cache.ts), used only while
// the member's card_version is unchanged. These tests change members behind the server's back, straight in the
// database as a script or another server process would, and check the next answer has the change.

let t: TestApp;
afterEach(async () => t?.close());
const request = memberRequest(() => t.app);

async function batch(viewer: TestMember): Promise<MemberCard[]> {
  const answer = await request(viewer, 'GET', '/api/profiles/all?location=CA:ON:Toronto');
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  return (answer.json() as BatchAnswer).data;
}

/** Each member as GET /api/profiles/:profileId gives them to the viewer: built afresh, through the schema. */
async function cardsOneByOne(viewer: TestMember, cards: MemberCard[]): Promise<MemberCard[]> {
  const one = async (card: MemberCard) => (await request(viewer, 'GET', `/api/profiles/${card.id}`)).json() as MemberCard;
  return Promise.all(cards.map(one));
}

const byName = (cards: MemberCard[], firstName: string) => cards.find((card) => card.firstName === firstName);

async function releasedCity() {
  t = await buildTestApp({ now: fakeClock('2026-11-19T17:00:00Z').now });
  const ana = await createMember(t.app.db, { firstName: 'Ana', interests: ['book club', 'Hiking'] });
  const ben = await createMember(t.app.db, { firstName: 'Ben', interests: ['hiking', 'chess'] });
  const cal = await createMember(t.app.db, { firstName: 'Cal', interests: ['book club'] });
  const dee = await createMember(t.app.db, { firstName: 'Dee', interests: ['pottery'] });
  await t.app.cycle.tick();
  return { ana, ben, cal, dee };
}

const addVideo = (member: TestMember, promptType: 'fun' | 'useful', review: 'approved' | 'pending') =>
  aStoredVideo(t.app.db, member.email, {
    promptId: promptType === 'fun' ? 'hidden_talent' : 'city_tip',
    promptType,
    review,
    at: new Date().toISOString(),
  });

/** Rewrites the member's interests through the interests repo, as their own edit (or another process) would. */
async function changeInterests(member: TestMember, change: (current: InterestText[]) => InterestText[]) {
  const { interests } = t.app.repos;
  const current = (await interests.listFor(member.email)).map(({ name, lookingFor, contribute }) => ({ name, lookingFor, contribute }));
  await interests.replaceFor(member.email, change(current), new Date().toISOString());
}

describe("a batch's cards", () => {
  it('are each the card GET /profiles/:profileId gives, with the interests this viewer shares', async () => {
    const { ana, ben } = await releasedCity();
    const anas = await batch(ana);
    expect(anas.map((card) => card.firstName).sort()).toEqual(['Ben', 'Cal', 'Dee']);
    expect(anas).toEqual(await cardsOneByOne(ana, anas));
    expect(byName(anas, 'Ben')!.sharedInterests).toEqual(['hiking']);
    expect(byName(anas, 'Cal')!.sharedInterests).toEqual(['book club']);
    expect(byName(anas, 'Dee')!.sharedInterests).toEqual([]);
    // The same cached card, finished for another viewer: Ben shares nothing with Cal.
    const bens = await batch(ben);
    expect(byName(bens, 'Cal')!.sharedInterests).toEqual([]);
    expect(bens).toEqual(await cardsOneByOne(ben, bens));
    expect(anas.every((card) => !('videos' in card))).toBe(true);
  });

  it('show a change to a profile or its interests written by anyone, on the very next answer', async () => {
    const { ana, ben, cal, dee } = await releasedCity();
    const before = await batch(ana);
    const { profiles } = t.app.repos;
    const at = new Date().toISOString();
    await profiles.setFirstName(ben.email, 'Benedict', at);
    await profiles.setSignUpFields(ben.email, { age: 40 }, at);
    await profiles.update(ben.email, { bucketList: ['Niagara'] }, at);
    await changeInterests(cal, (current) => current.map((interest) => ({ ...interest, name: 'Hiking', lookingFor: 'trail friends' })));
    await changeInterests(dee, () => []);
    const after = await batch(ana);
    expect(after.map((card) => card.id)).toEqual(before.map((card) => card.id));
    expect(byName(after, 'Benedict')).toMatchObject({ age: 40, bucketList: ['Niagara'] });
    expect(byName(after, 'Cal')).toMatchObject({
      sharedInterests: ['Hiking'],
      interests: [expect.objectContaining({ lookingFor: 'trail friends' })],
    });
    expect(byName(after, 'Dee')!.interests).toEqual([]);
    expect(after).toEqual(await cardsOneByOne(ana, after));

    // The viewer's own interests are read every time: what they share follows them at once.
    await changeInterests(ana, ([first, ...rest]) => [{ ...first!, name: 'pottery' }, ...rest]);
    await changeInterests(dee, (current) => [...current, { name: 'Pottery', lookingFor: 'x', contribute: 'y' }]);
    const again = await batch(ana);
    expect(byName(again, 'Dee')!.sharedInterests).toEqual(['Pottery']);
    expect(byName(again, 'Cal')!.sharedInterests).toEqual(['Hiking']);
  });

  it("carry a member's videos once the viewer has an approved one, and lose them when a review changes", async () => {
    const { ana, ben } = await releasedCity();
    const fun = await addVideo(ben, 'fun', 'approved');
    await addVideo(ben, 'useful', 'approved');
    expect((await batch(ana)).every((card) => !('videos' in card))).toBe(true);
    await addVideo(ana, 'fun', 'approved');
    const withVideos = await batch(ana);
    expect(byName(withVideos, 'Ben')!.videos).toHaveLength(2);
    expect(byName(withVideos, 'Cal')!.videos).toEqual([]);
    expect(withVideos).toEqual(await cardsOneByOne(ana, withVideos));
    await t.app.repos.videos.review(fun, {
      status: 'rejected',
      reason: 'not a video of the member',
      by: 'reviewer@example.com',
      at: new Date().toISOString(),
    });
    // No longer discoverable by video (one approved video is not both kinds): none of his show.
    expect(byName(await batch(ana), 'Ben')!.videos).toEqual([]);
  });

  it('leave out, at once, a member who blocks the viewer or is blocked, and one whose account is gone', async () => {
    const { ana, ben, cal } = await releasedCity();
    expect(await batch(ana)).toHaveLength(3);
    await t.app.repos.picks.block(ben.email, ana.email, new Date().toISOString());
    expect((await batch(ana)).map((card) => card.firstName).sort()).toEqual(['Cal', 'Dee']);
    await t.app.repos.auth.deleteUser(cal.email);
    expect((await batch(ana)).map((card) => card.firstName)).toEqual(['Dee']);
  });
});
