import { describe, expect, it } from 'vitest';
import { videoGridColumns } from '../../../../client/features/discover/member-video-rules';

describe('the member profile view’s thumbnail grid', () => {
  it('has 4 columns when the count divides by 4, else 3 (docs/product-rules.md#discover-and-picks)', () => {
    expect([1, 2, 3, 4, 5, 6, 8, 12].map(videoGridColumns)).toEqual([3, 3, 3, 4, 3, 3, 4, 4]);
  });
});
