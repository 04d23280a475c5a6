import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { CITIES } from '../../../../shared/weekly-cycle';
import { visibility } from '../../../../server/features/visibility/may-see';
import { createMember, fakeClock } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

const toronto = CITIES[0]!;
let t: TestApp;
afterEach(async () => t?.close());

async function released() {
  const clock = fakeClock('2026-11-19T17:00:00Z');
  t = await buildTestApp({ now: clock.now });
  const ana = await createMember(t.app.db, { firstName: 'Ana' });
  const ben = await createMember(t.app.db, { firstName: 'Ben' });
  await t.app.cycle.tick();
  // Joined after the release and never given a batch: nobody was shown Cal, and Cal was shown nobody.
  const cal = await createMember(t.app.db, { firstName: 'Cal' });
  const seen = visibility(t.app.repos, { now: clock.now, discoverOpensAt: null });
  return { ana, ben, cal, seen };
}

describe('who may see whom', () => {
  it('a member sees the people shown to them, not a stranger', async () => {
    const { ana, ben, cal, seen } = await released();
    expect(await seen.canSee(ana.email, ben.email, toronto)).toBe(true);
    expect(await seen.canSee(ana.email, cal.email, toronto)).toBe(false);
    expect(await seen.canSee(cal.email, ana.email, toronto)).toBe(false);
    expect((await seen.visibleMember(ana.email, ben.profileId)).firstName).toBe('Ben');
    await expect(seen.visibleMember(ana.email, cal.profileId)).rejects.toMatchObject({ status: 404, code: 'not-found' });
  });

  it('members of a live group see each other, shown or not', async () => {
    const { ana, cal, seen } = await released();
    const at = new Date().toISOString();
    const group = { id: crypto.randomUUID(), city: 'toronto', week: '2026-11-19', slot: 'sat-9' as const, neighborhood: 'anywhere' };
    await t.app.repos.groups.createGroup({ ...group, venueBookerId: null }, at);
    for (const member of [ana, cal]) await t.app.repos.groups.invite(group.id, member.email, group.week, false, at);
    expect(await seen.canSee(ana.email, cal.email, toronto)).toBe(true);
    expect(await seen.canSee(cal.email, ana.email, toronto)).toBe(true);
  });

  it('never across a block, either way; never oneself; nobody behind an unknown id', async () => {
    const { ana, ben, seen } = await released();
    await t.app.repos.picks.block(ben.email, ana.email, new Date().toISOString());
    expect(await seen.canSee(ana.email, ben.email, toronto)).toBe(false);
    expect(await seen.canSee(ben.email, ana.email, toronto)).toBe(false);
    await expect(seen.visibleMember(ana.email, ben.profileId)).rejects.toMatchObject({ status: 404 });
    await expect(seen.visibleMember(ana.email, ana.profileId)).rejects.toMatchObject({ status: 404 });
    await expect(seen.visibleMember(ana.email, crypto.randomUUID())).rejects.toMatchObject({ status: 404 });
  });

  it('a viewer without a location is told so before anything about the other member', async () => {
    const { ana, ben, seen } = await released();
    await t.app.repos.profiles.remove(ana.email);
    await expect(seen.visibleMember(ana.email, ben.profileId)).rejects.toMatchObject({ status: 400, code: 'location-not-found' });
  });
});
