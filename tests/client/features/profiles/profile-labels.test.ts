import { describe, expect, it } from 'vitest';
import { isShared, neighborhoodLabels, slotLabels } from '../../../../client/features/profiles/profile-labels';

describe('profile labels', () => {
  it('names neighbourhoods by their option labels and keeps unknown values', () => {
    expect(neighborhoodLabels(['east-end', 'anywhere', 'leslieville'])).toEqual(['East End', 'Anywhere in Toronto', 'leslieville']);
  });

  it('names the offered weekend slots and leaves out anything else', () => {
    expect(
      slotLabels([
        { dayOfWeek: 6, hour: 9 },
        { dayOfWeek: 0, hour: 11 },
        { dayOfWeek: 6, hour: 19 },
      ]),
    ).toEqual(['Saturday 9 AM', 'Sunday 11 AM']);
  });

  it('compares shared interest names case-insensitively', () => {
    expect(isShared('Book Club', ['book club'])).toBe(true);
    expect(isShared('surfing', ['book club'])).toBe(false);
  });
});
