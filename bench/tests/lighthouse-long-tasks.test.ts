import { describe, expect, it } from 'vitest';
import { blockingBySource, describeBlocking } from '../lighthouse-long-tasks';

const PAGE = 'http://emberite.localhost:4750/';

describe("bench:lighthouse's blocking time by source", () => {
  it('counts only the part of a task over 50 ms between FCP and TTI, summed by script, largest first', () => {
    const sources = blockingBySource(
      [
        // Before FCP (1,000 ms) entirely: not counted.
        { url: PAGE, startTime: 700, duration: 200 },
        // Straddles FCP: 1,000-1,120 counts, 70 ms blocking.
        { url: PAGE, startTime: 900, duration: 220 },
        { url: 'http://emberite.localhost:4750/assets/index-BFhUd8EX.js', startTime: 1200, duration: 234 },
        { url: 'http://emberite.localhost:4750/assets/index-BFhUd8EX.js', startTime: 1500, duration: 68 },
        // Exactly 50 ms: blocks nothing.
        { url: 'http://emberite.localhost:4750/assets/brands-D7PmkHyj.js', startTime: 1600, duration: 50 },
        { url: 'Unattributable', startTime: 1700, duration: 112 },
      ],
      PAGE,
      1000,
      3000,
    );
    expect(sources).toEqual([
      { source: 'index-BFhUd8EX.js', blockingMs: 184 + 18, tasks: 2 },
      { source: 'document', blockingMs: 70, tasks: 1 },
      { source: 'Unattributable', blockingMs: 62, tasks: 1 },
    ]);
    expect(describeBlocking(sources)).toBe('index-BFhUd8EX.js 202 ms (2 tasks), document 70 ms (1 task), Unattributable 62 ms (1 task)');
  });

  it('cuts a task at TTI, and says so when nothing blocked', () => {
    expect(blockingBySource([{ url: PAGE, startTime: 2900, duration: 300 }], PAGE, 1000, 3000)).toEqual([
      { source: 'document', blockingMs: 50, tasks: 1 },
    ]);
    expect(describeBlocking(blockingBySource([{ url: PAGE, startTime: 100, duration: 300 }], PAGE, 1000, 3000))).toBe('no task blocked');
  });
});
