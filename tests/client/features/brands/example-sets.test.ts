import { describe, it, expect } from 'vitest';
import { EXAMPLE_PEOPLE } from '../../../../client/features/brands/example-people';
import {
  CARDS_PER_SET,
  FLIP_MS,
  INITIAL_DECK,
  SET_COUNT,
  STAGGER_MS,
  cardFaces,
  flipDelayMs,
  flipDeck,
  flipLockMs,
  shownFace,
  shownSet,
  toSets,
  type Deck,
} from '../../../../client/features/brands/example-sets';

describe('example deck constants (docs/product-rules.md#public-pages)', () => {
  it('has 44 examples in 11 sets of 4, with a 100 ms stagger and a 900 ms flip', () => {
    expect(EXAMPLE_PEOPLE).toHaveLength(44);
    expect(CARDS_PER_SET).toBe(4);
    expect(SET_COUNT).toBe(11);
    expect(STAGGER_MS).toBe(100);
    expect(FLIP_MS).toBe(900);
    const sets = toSets(EXAMPLE_PEOPLE);
    expect(sets).toHaveLength(SET_COUNT);
    expect(sets.every((set) => set.length === CARDS_PER_SET)).toBe(true);
  });

  it('uses every example exactly once, with real copy on each', () => {
    const keys = EXAMPLE_PEOPLE.map((p) => `${p.name}|${p.interest}`);
    expect(new Set(keys).size).toBe(44);
    for (const person of EXAMPLE_PEOPLE) {
      expect(person.age).toBeGreaterThanOrEqual(20);
      for (const text of [person.name, person.neighbourhood, person.interest, person.hope]) expect(text.trim()).not.toBe('');
    }
  });
});

describe('toSets', () => {
  it('keeps order and drops a short last set', () => {
    expect(toSets([1, 2, 3, 4, 5, 6, 7, 8, 9], 4)).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ]);
  });
});

describe('flipDelayMs', () => {
  it('starts each card 100 ms after the one before it', () => {
    expect([0, 1, 2, 3].map(flipDelayMs)).toEqual([0, 100, 200, 300]);
  });
});

describe('flipLockMs', () => {
  it('ignores further presses until the last of 4 cards has finished turning: 900 ms + 3 × 100 ms', () => {
    expect(flipLockMs(false)).toBe(FLIP_MS + 3 * STAGGER_MS);
    expect(flipLockMs(false)).toBe(1200);
  });

  it('does not wait at all with reduced motion, where the cards do not turn', () => {
    expect(flipLockMs(true)).toBe(0);
  });
});

describe('flipDeck', () => {
  it('starts on the first set, front face shown', () => {
    expect(shownFace(INITIAL_DECK)).toBe(0);
    expect(shownSet(INITIAL_DECK)).toBe(0);
  });

  it('shows the next set on each flip, alternating faces, and cycles through all 11 sets', () => {
    let deck: Deck = INITIAL_DECK;
    const seen: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const before = shownFace(deck);
      deck = flipDeck(deck);
      expect(shownFace(deck)).not.toBe(before);
      seen.push(shownSet(deck));
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 1]);
  });

  it('never changes the face that is showing, only the hidden one', () => {
    const once = flipDeck(INITIAL_DECK);
    const twice = flipDeck(once);
    expect(twice.faces[shownFace(once)]).toBe(shownSet(once));
  });
});

describe('cardFaces', () => {
  it('pairs each card with its front and back person', () => {
    const sets = [
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ];
    expect(cardFaces(sets, { faces: [0, 1], flips: 0 })).toEqual([
      { front: 'a', back: 'c' },
      { front: 'b', back: 'd' },
    ]);
    expect(cardFaces(sets, { faces: [2, 1], flips: 2 })).toEqual([
      { front: 'e', back: 'c' },
      { front: 'f', back: 'd' },
    ]);
  });
});
