import { describe, expect, it } from 'vitest';
import { BUCKET_LIST_ITEM_MAX, BUCKET_LIST_MAX_ITEMS, bucketListProblem, cleanBucketList } from '../../shared/bucket-list';

describe('the bucket list cleanup (docs/product-rules.md#settings: trimmed, blanks and duplicates removed)', () => {
  it('trims every entry and drops blank ones', () => {
    expect(cleanBucketList(['  learn to surf  ', '', '   ', '\tsee the aurora\n'])).toEqual(['learn to surf', 'see the aurora']);
  });

  it('keeps the first of entries that differ only in case or surrounding spaces, in the order given', () => {
    expect(cleanBucketList(['Run a marathon', 'learn to surf', ' run a MARATHON ', 'learn to surf'])).toEqual([
      'Run a marathon',
      'learn to surf',
    ]);
  });

  it('leaves an empty list empty', () => {
    expect(cleanBucketList([])).toEqual([]);
  });
});

describe('the bucket list limits', () => {
  it(`allows up to ${BUCKET_LIST_MAX_ITEMS} items of up to ${BUCKET_LIST_ITEM_MAX} characters`, () => {
    expect(bucketListProblem(Array.from({ length: BUCKET_LIST_MAX_ITEMS }, () => 'x'.repeat(BUCKET_LIST_ITEM_MAX)))).toBeNull();
    expect(bucketListProblem(Array.from({ length: BUCKET_LIST_MAX_ITEMS + 1 }, (_, i) => `${i}`))).toBe(
      `Your bucket list can have at most ${BUCKET_LIST_MAX_ITEMS} items.`,
    );
    expect(bucketListProblem(['x'.repeat(BUCKET_LIST_ITEM_MAX + 1)])).toBe(
      `Each bucket list item can be at most ${BUCKET_LIST_ITEM_MAX} characters.`,
    );
  });
});
