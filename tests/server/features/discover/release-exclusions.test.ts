import { afterEach, describe, expect, it } from 'vitest';
import { NEVER_LEVEL } from '../../../../shared/discover';
import type { InviteStatus } from '../../../../shared/groups';
import { aGroup } from '../../../helpers/builders/groups';
import { batchEntries } from '../../../helpers/batch-entries';
import { createMember, fakeClock } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
afterEach(async () => t?.close());

describe('the release', () => {
  it('leaves out of a viewer’s batch whom the viewer said "never" to, and only that viewer’s', async () => {
    const clock = fakeClock('2026-11-19T17:00:00Z');
    t = await buildTestApp({ now: clock.now });
    const [ana, ben] = [await createMember(t.app.db, { firstName: 'Ana' }), await createMember(t.app.db, { firstName: 'Ben' })];
    for (let i = 0; i < 4; i++) await createMember(t.app.db, { firstName: `M${i}` });
    // Last week: Ana's "never" for Ben (read from the partial index picks_never, migration 0035).
    await t.app.repos.picks.setLevel(ana.email, ben.email, NEVER_LEVEL, '2026-11-12', '2026-11-13T10:00:00Z');
    await t.app.cycle.tick();
    const shownTo = async (viewerId: string) =>
      (await batchEntries(t.app.db)).filter((entry) => entry.viewer_id === viewerId).map((entry) => entry.member_id);
    expect(await shownTo(ana.email)).toHaveLength(4);
    expect(await shownTo(ana.email)).not.toContain(ben.email);
    // Ben's batch does not read Ana's "never" (it would tell him about her pick): she is in it.
    expect(await shownTo(ben.email)).toContain(ana.email);
  });

  it('leaves out whom a viewer blocked or was blocked by, and their live group mates, in every chunk of viewers', async () => {
    const clock = fakeClock('2026-11-19T17:00:00Z');
    t = await buildTestApp({ now: clock.now });
    // 56 members: each batch (55) holds everyone else but whom the viewer must not see, and the release ranks them
    // in more than one chunk (50 viewers each), so some exclusions are read in the first chunk and some in the next.
    const members: string[] = [];
    for (let i = 0; i < 56; i++) members.push((await createMember(t.app.db, { firstName: `M${i}` })).email);
    const db = t.app.db;
    const at = '2026-11-13T10:00:00Z';
    for (const [blocker, blocked] of [
      [0, 1],
      [2, 50],
      [55, 3],
    ] as const) {
      await t.app.repos.picks.block(members[blocker]!, members[blocked]!, at);
    }
    // Last week's group, still inviting: 4, 5 and 51 are mates; 6 declined, so is nobody's mate. An older group's
    // members (7, 8) may meet again.
    const group = (id: string, week: string, invites: [number, InviteStatus][]) =>
      aGroup(db, {
        id,
        week,
        neighborhood: 'midtown',
        at,
        invited: invites.map(([member, status]) => ({ userId: members[member]!, status })),
      });
    await group('g-last', '2026-11-12', [
      [4, 'invited'],
      [5, 'accepted'],
      [51, 'invited'],
      [6, 'declined'],
    ]);
    await group('g-older', '2026-11-05', [
      [7, 'accepted'],
      [8, 'accepted'],
    ]);
    await t.app.cycle.tick();
    const apart = new Set(['0-1', '2-50', '3-55', '4-5', '4-51', '5-51']);
    const entries = await batchEntries(db);
    for (const [i, viewer] of members.entries()) {
      const expected = members.filter((_, j) => j !== i && !apart.has(`${Math.min(i, j)}-${Math.max(i, j)}`));
      const shown = entries.filter((entry) => entry.viewer_id === viewer).map((entry) => entry.member_id);
      expect(shown.sort(), `M${i}'s batch`).toEqual(expected.sort());
    }
  });
});
