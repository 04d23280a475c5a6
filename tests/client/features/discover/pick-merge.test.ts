import { describe, expect, it } from 'vitest';
import { mergePicks } from '../../../../client/features/discover/pick-merge';

const pick = (profileId: string, level: number, updatedAt = '2026-11-20T00:00:00Z') => ({ profileId, level, updatedAt });

describe('mergePicks', () => {
  it("takes the server's picks when nothing is waiting", () => {
    expect(mergePicks([pick('a', 3)], [pick('a', 1), pick('b', 2)], new Set())).toEqual([pick('a', 3)]);
  });

  it('keeps a level whose set-pick change is still waiting in the outbox', () => {
    const merged = mergePicks([pick('a', 1, 'old')], [pick('a', 4, 'new')], new Set(['a']));
    expect(merged).toEqual([pick('a', 4, 'new')]);
  });

  it('keeps a waiting level the server does not know at all yet', () => {
    expect(mergePicks([], [pick('c', 5)], new Set(['c']))).toEqual([pick('c', 5)]);
  });
});
