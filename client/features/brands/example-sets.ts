/** The 'who will you meet' deck (docs/product-rules.md#public-pages): 44 examples shown 4 at a time in 11 sets, flipped card by card. */
import { nextIndex } from './next-index';

export const CARDS_PER_SET = 4;
export const SET_COUNT = 11;
/** Delay between one card starting to flip and the next. */
export const STAGGER_MS = 100;
/** How long one card takes to flip over. */
export const FLIP_MS = 900;

/** Splits the examples into sets of CARDS_PER_SET, in order; a short last set is dropped. */
export function toSets<T>(items: readonly T[], size: number = CARDS_PER_SET): T[][] {
  const sets: T[][] = [];
  for (let start = 0; start + size <= items.length; start += size) sets.push(items.slice(start, start + size));
  return sets;
}

/** When the card at `cardIndex` starts flipping, so the cards turn one after another. */
export function flipDelayMs(cardIndex: number): number {
  return cardIndex * STAGGER_MS;
}

/**
 * How long a press of 'show more examples' keeps the button from flipping again: until the last card has
 * turned, so no card's text is swapped mid-rotation. Nothing turns with reduced motion, so nothing to wait for.
 */
export function flipLockMs(reducedMotion: boolean, cardCount: number = CARDS_PER_SET): number {
  return reducedMotion ? 0 : flipDelayMs(cardCount - 1) + FLIP_MS;
}

/**
 * Each card has two faces. The face turned away from the viewer already holds the next set, so a flip shows it.
 * `faces` holds the set index on the front ([0]) and back ([1]); `flips` counts half-turns so far.
 */
export interface Deck {
  faces: readonly [number, number];
  flips: number;
}

export const INITIAL_DECK: Deck = { faces: [0, nextIndex(0, SET_COUNT)], flips: 0 };

/** 0 when the front faces the viewer, 1 when the back does. */
export function shownFace(deck: Deck): 0 | 1 {
  return deck.flips % 2 === 0 ? 0 : 1;
}

/** The set the viewer sees now. */
export function shownSet(deck: Deck): number {
  return deck.faces[shownFace(deck)];
}

/** Flips every card: the hidden face gets the set after the one shown, then becomes the shown face. */
export function flipDeck(deck: Deck, setCount: number = SET_COUNT): Deck {
  const next = nextIndex(shownSet(deck), setCount);
  const faces: [number, number] = shownFace(deck) === 0 ? [deck.faces[0], next] : [next, deck.faces[1]];
  return { faces, flips: deck.flips + 1 };
}

/** What each card holds: the person on its front and on its back, card by card. */
export function cardFaces<T>(sets: readonly (readonly T[])[], deck: Deck): { front: T; back: T }[] {
  const front = sets[deck.faces[0]] ?? [];
  const back = sets[deck.faces[1]] ?? [];
  return front.flatMap((person, index) => {
    const other = back[index];
    return other === undefined ? [] : [{ front: person, back: other }];
  });
}
