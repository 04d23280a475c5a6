import { afterEach, describe, expect, it } from 'vitest';
import type { BatchAnswer } from '../../../../shared/discover';
import { createMember, fakeClock, type TestMember } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

let t: TestApp;
afterEach(async () => t?.close());

/**
 * The statistical test of batch privacy. A city of members whose public features are all identical (same interests,
 * slots and neighbourhoods), so nothing a viewer can see tells them apart. Week 1 is released; every member then
 * picks a random half of their batch. Week 2 is released. For every viewer V, the people who saw V in week 1 and
 * were not yet shown to V are split into those who picked V and those who did not. If picks leaked into the
 * batch, pickers would be included more often or shown earlier. Both differences are tested with a two-sample
 * z statistic and must stay within |z| < 4 (a false alarm about once in 16,000 runs if nothing leaks; the old
 * ranking, which added +6 for "picked you", gave z = 35 for inclusion and -81 for position).
 */
const MEMBERS = 140;
const Z_LIMIT = 4;

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
}

function proportionZ(hits1: number, n1: number, hits0: number, n0: number): number {
  const pooled = (hits1 + hits0) / (n1 + n0);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n0));
  return se === 0 ? 0 : (hits1 / n1 - hits0 / n0) / se;
}

function meanZ(a: number[], b: number[]): number {
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const variance = (xs: number[], m: number) => xs.reduce((s, x) => s + (x - m) ** 2, 0) / (xs.length - 1);
  const ma = mean(a);
  const mb = mean(b);
  const se = Math.sqrt(variance(a, ma) / a.length + variance(b, mb) / b.length);
  return se === 0 ? 0 : (ma - mb) / se;
}

async function batchIds(member: TestMember): Promise<string[]> {
  const answer = (
    await t.app.inject({ url: '/api/profiles/all?location=CA:ON:Toronto', cookies: { sid: member.sessionId } })
  ).json() as BatchAnswer;
  return answer.data.map((card) => card.id);
}

describe('a batch reveals nothing about who picked the viewer', () => {
  it('pickers and non-pickers with identical public features are included and placed alike (|z| < 4)', async () => {
    const clock = fakeClock('2026-11-19T17:00:00Z');
    t = await buildTestApp({ now: clock.now });
    const members: TestMember[] = [];
    for (let i = 0; i < MEMBERS; i++)
      members.push(
        await createMember(t.app.db, { firstName: `Twin${i}`, interests: ['book club', 'hiking'], neighborhoods: ['anywhere'] }),
      );
    const byProfile = new Map(members.map((member) => [member.profileId, member]));
    await t.app.cycle.tick();

    const random = mulberry32(20261119);
    const { picks } = t.app.repos;
    const week1 = new Map<string, Set<string>>();
    for (const member of members) {
      const seen = await batchIds(member);
      expect(seen.length).toBe(55);
      week1.set(member.email, new Set(seen.map((id) => byProfile.get(id)!.email)));
      for (const id of seen)
        if (random() < 0.5) await picks.setLevel(member.email, byProfile.get(id)!.email, 3, '2026-11-19', clock.now().toISOString());
    }

    // Nobody books a venue, so Monday's matching forms no group and no group mate is left out of week 2.
    clock.set('2026-11-26T17:00:00Z');
    await t.app.cycle.tick();
    for (const week of ['2026-11-19', '2026-11-26']) expect(await t.app.repos.groups.groupsOfWeek('toronto', week)).toEqual([]);

    const included = { picker: 0, pickerTotal: 0, other: 0, otherTotal: 0 };
    const positions = { picker: [] as number[], other: [] as number[] };
    for (const viewer of members) {
      const batch = (await batchIds(viewer)).map((id) => byProfile.get(id)!.email);
      const place = new Map(batch.map((email, index) => [email, index / (batch.length - 1)]));
      for (const other of members) {
        if (other === viewer || week1.get(viewer.email)!.has(other.email)) continue;
        if (!week1.get(other.email)!.has(viewer.email)) continue;
        const kind = (await picks.level(other.email, viewer.email)) === 3 ? 'picker' : 'other';
        included[`${kind}Total`]++;
        const at = place.get(other.email);
        if (at !== undefined) {
          included[kind]++;
          positions[kind].push(at);
        }
      }
    }

    expect(included.pickerTotal).toBeGreaterThan(500);
    expect(included.otherTotal).toBeGreaterThan(500);
    const inclusionZ = proportionZ(included.picker, included.pickerTotal, included.other, included.otherTotal);
    const positionZ = meanZ(positions.picker, positions.other);
    expect(Math.abs(inclusionZ), `inclusion z = ${inclusionZ.toFixed(2)}`).toBeLessThan(Z_LIMIT);
    expect(Math.abs(positionZ), `position z = ${positionZ.toFixed(2)}`).toBeLessThan(Z_LIMIT);
  }, 60_000);
});
