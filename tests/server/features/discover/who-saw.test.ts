import { describe, expect, it } from 'vitest';
import { WhoSaw } from '../../../../server/features/discover/who-saw';

describe('who saw each member (the release keeps it as it ranks)', () => {
  it('gives each member the viewers who had them, latest first, as often as they had them', () => {
    const whoSaw = new WhoSaw(4);
    whoSaw.add(1, 0);
    whoSaw.add(2, 0);
    whoSaw.add(1, 3);
    whoSaw.add(1, 0);
    expect(whoSaw.viewersOf(1)).toEqual([0, 3, 0]);
    expect(whoSaw.viewersOf(2)).toEqual([0]);
    expect(whoSaw.viewersOf(0)).toEqual([]);
    expect(whoSaw.viewersOf(3)).toEqual([]);
  });

  it('takes back only the latest entry of that viewer for that member', () => {
    const whoSaw = new WhoSaw(3);
    whoSaw.add(1, 0);
    whoSaw.add(1, 2);
    whoSaw.add(1, 0);
    whoSaw.add(2, 0);
    whoSaw.remove(1, 0);
    expect(whoSaw.viewersOf(1)).toEqual([2, 0]);
    expect(whoSaw.viewersOf(2)).toEqual([0]);
    // Nothing to take back: nothing changes.
    whoSaw.remove(0, 1);
    whoSaw.remove(1, 1);
    expect(whoSaw.viewersOf(1)).toEqual([2, 0]);
  });

  it('grows past the room it started with and loses nothing', () => {
    const members = 50;
    const whoSaw = new WhoSaw(members, 1);
    const expected: number[][] = Array.from({ length: members }, () => []);
    for (let viewer = 0; viewer < members; viewer++) {
      for (let step = 1; step <= 7; step++) {
        const member = (viewer * 7 + step * 13) % members;
        whoSaw.add(member, viewer);
        expected[member]!.unshift(viewer);
      }
    }
    for (let member = 0; member < members; member++) expect(whoSaw.viewersOf(member)).toEqual(expected[member]);
  });
});
