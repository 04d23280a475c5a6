import { describe, expect, it } from 'vitest';
import { interestKey } from '../../../../shared/interests';
import { type CachedCard, cardCache, cardJsonFor, cardToken } from '../../../../server/features/discover/card-cache';

const card = (token: string, interestNames: string[] = []): CachedCard => ({
  token,
  opening: '{"id":"p1","firstName":"Ana"',
  interestNames,
  interestKeys: interestNames.map(interestKey),
  videos: '[{"id":"v1"}]',
});

describe('the card cache', () => {
  it('gives a card only for the token it was built at', () => {
    const cache = cardCache();
    cache.set('ana', card(cardToken('p1', 3)));
    expect(cache.get('ana', cardToken('p1', 3))?.token).toBe('p1 3');
    expect(cache.get('ana', cardToken('p1', 4))).toBeUndefined();
    // A profile made again has a new id: its version may start over, the token still differs.
    expect(cache.get('ana', cardToken('p2', 3))).toBeUndefined();
    expect(cache.get('ben', cardToken('p1', 3))).toBeUndefined();
  });

  it('keeps at most its limit, letting the one stored first go first', () => {
    const cache = cardCache(2);
    cache.set('a', card('a'));
    cache.set('b', card('b'));
    cache.set('a', card('a2'));
    cache.set('c', card('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('b', 'b')).toBeUndefined();
    expect(cache.get('a', 'a2')).toBeDefined();
    expect(cache.get('c', 'c')).toBeDefined();
  });

  it("finishes a card for a viewer: the interests they share, in the member's order, and videos only when they may see them", () => {
    const cached = card('t', ['Hiking', 'book club', 'chess']);
    expect(JSON.parse(cardJsonFor(cached, new Set(['chess', ' HIKING '].map(interestKey)), false))).toEqual({
      id: 'p1',
      firstName: 'Ana',
      sharedInterests: ['Hiking', 'chess'],
    });
    expect(JSON.parse(cardJsonFor(cached, new Set(), true))).toEqual({
      id: 'p1',
      firstName: 'Ana',
      sharedInterests: [],
      videos: [{ id: 'v1' }],
    });
  });
});
