import { describe, expect, it } from 'vitest';
import { ShownBefore } from '../../../../server/features/discover/shown-before';

describe('who was shown to whom in earlier batches (read once per release)', () => {
  it('gives each viewer the members of their batches and each member the viewers who had them, in the order added', () => {
    const before = new ShownBefore(4);
    before.add(0, 1);
    before.add(0, 2);
    before.add(3, 1);
    before.add(0, 1);
    before.add(2, 0);
    before.seal();
    expect([...before.shownTo(0)]).toEqual([1, 2, 1]);
    expect([...before.shownTo(1)]).toEqual([]);
    expect([...before.shownTo(2)]).toEqual([0]);
    expect([...before.shownTo(3)]).toEqual([1]);
    expect([...before.viewersOf(0)]).toEqual([2]);
    expect([...before.viewersOf(1)]).toEqual([0, 3, 0]);
    expect([...before.viewersOf(2)]).toEqual([0]);
    expect([...before.viewersOf(3)]).toEqual([]);
  });

  it('keeps every pair past its first room, and nothing is shown in a city without history', () => {
    const size = 50;
    const before = new ShownBefore(size);
    for (let viewer = 0; viewer < size; viewer++) for (let k = 1; k <= 55; k++) before.add(viewer, (viewer + k) % size);
    before.seal();
    for (let viewer = 0; viewer < size; viewer++) {
      expect(before.shownTo(viewer)).toHaveLength(55);
      expect(before.viewersOf(viewer)).toHaveLength(55);
    }
    expect([...before.shownTo(7)].slice(0, 3)).toEqual([8, 9, 10]);
    expect([...before.viewersOf(7)].slice(0, 3)).toEqual([0, 1, 2]);

    const none = new ShownBefore(3);
    none.seal();
    expect([...none.shownTo(2)]).toEqual([]);
    expect([...none.viewersOf(0)]).toEqual([]);
  });

  it('refuses a pair once laid out', () => {
    const before = new ShownBefore(2);
    before.seal();
    expect(() => before.add(0, 1)).toThrow(/sealed/);
  });
});
