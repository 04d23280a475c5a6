import { describe, expect, it } from 'vitest';
import { buildPool, POOL_MAX_MEMBERS, type PoolMember } from '../../../../server/features/discover/batch-pool';
import { interestMarks, publicFit, rankBatch } from '../../../../server/features/discover/batch-ranking';
import { ALL_SLOTS } from '../../../helpers/members';

const TOPICS = ['book club', 'hiking', 'pottery', 'chess', 'jazz', 'running'];

function cityOf(count: number): PoolMember[] {
  return Array.from({ length: count }, (_, i) => ({
    userId: `member-${i}`,
    interests: TOPICS.filter((_, t) => (i >> t) & 1),
    availableTimeSlots: ALL_SLOTS.filter((_, s) => (i >> (s + 1)) & 1),
    neighborhoods: i % 3 === 0 ? ['anywhere'] : ['Annex'],
    canHost: false,
    hasPhoto: true,
  }));
}

describe('the weekly draw', () => {
  it('shows the batch best public fit first, whoever saw the viewer', () => {
    const pool = buildPool(cityOf(300));
    const sawViewer = new Set(Array.from({ length: 100 }, (_, i) => i * 3 + 1));
    const batch = rankBatch(pool, { viewer: 0, excluded: new Set(), sawViewer, seed: '2026-11-19:member-0' });
    const viewerInterests = interestMarks(pool, 0);
    const fits = batch.map((index) => publicFit(pool, 0, index, viewerInterests));
    expect(batch).toHaveLength(55);
    expect(fits).toEqual([...fits].sort((a, b) => b - a));
  });

  it('is the same batch for the same viewer and week, and another one the next week', () => {
    const pool = buildPool(cityOf(3000));
    const context = (seed: string) => ({ viewer: 5, excluded: new Set<number>(), sawViewer: new Set([7, 9, 11]), seed });
    expect(rankBatch(pool, context('2026-11-19:member-5'))).toEqual(rankBatch(pool, context('2026-11-19:member-5')));
    expect(rankBatch(pool, context('2026-11-26:member-5'))).not.toEqual(rankBatch(pool, context('2026-11-19:member-5')));
  });

  it('never shows the viewer, nor anyone excluded', () => {
    const pool = buildPool(cityOf(120));
    const excluded = new Set(Array.from({ length: 60 }, (_, i) => i * 2));
    const batch = rankBatch(pool, { viewer: 1, excluded, sawViewer: new Set(), seed: 'w:member-1' });
    expect(batch).not.toContain(1);
    expect(batch.filter((index) => excluded.has(index))).toEqual([]);
  });

  it('samples the same people who saw the viewer whatever order they were read in (past the sample’s bound)', () => {
    const pool = buildPool(cityOf(5000));
    // 400 who saw the viewer, more than the 120 the sample takes by draw: which 120 must not depend on the read order.
    const saw = Array.from({ length: 400 }, (_, i) => i * 11 + 3);
    const context = (order: number[]) => ({
      viewer: 2,
      excluded: new Set<number>(),
      sawViewer: new Set(order),
      seed: '2026-11-19:member-2',
    });
    expect(rankBatch(pool, context([...saw].reverse()))).toEqual(rankBatch(pool, context(saw)));
  });
});

describe('a city’s pool', () => {
  it('is refused past the most members the ranking can tell apart, before anything is built', () => {
    const tooMany = new Array<PoolMember>(POOL_MAX_MEMBERS + 1);
    expect(() => buildPool(tooMany)).toThrow(`a city of ${POOL_MAX_MEMBERS + 1} members`);
  });
});
