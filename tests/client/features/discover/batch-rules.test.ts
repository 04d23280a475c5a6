import { describe, expect, it } from 'vitest';
import { emptyBatchReason, nextProfileId, prelaunchUntil } from '../../../../client/features/discover/batch-rules';
import { cycleWeek } from '../../../helpers/cycle-week';

const week = cycleWeek;

describe('nextProfileId', () => {
  it('goes to the next profile and wraps to the first', () => {
    expect(nextProfileId(['a', 'b', 'c'], 'a')).toBe('b');
    expect(nextProfileId(['a', 'b', 'c'], 'c')).toBe('a');
  });

  it('starts at the first for a profile outside the batch, and is null with nobody else', () => {
    expect(nextProfileId(['a', 'b'], 'x')).toBe('a');
    expect(nextProfileId(['a'], 'a')).toBeNull();
    expect(nextProfileId([], 'a')).toBeNull();
  });
});

describe('emptyBatchReason', () => {
  it('is null when there are cards to show', () => {
    expect(emptyBatchReason(week(), 3, 1)).toBeNull();
  });

  it('says before-release before the release and during pre-launch', () => {
    expect(emptyBatchReason(week({ released: false }), 0, 0)).toBe('before-release');
    expect(emptyBatchReason(week({ discoverOpensAt: '2027-02-14T17:00:00.000Z' }), 0, 0)).toBe('before-release');
  });

  it('tells an exhausted batch from filters that match nobody', () => {
    expect(emptyBatchReason(week(), 0, 0)).toBe('exhausted');
    expect(emptyBatchReason(week(), 5, 0)).toBe('no-matches');
  });
});

describe('prelaunchUntil', () => {
  it('is the opening date only while it is in the future', () => {
    const opens = '2027-02-14T17:00:00.000Z';
    expect(prelaunchUntil(week({ discoverOpensAt: opens }), new Date('2027-01-01T00:00:00Z'))).toBe(opens);
    expect(prelaunchUntil(week({ discoverOpensAt: opens }), new Date('2027-03-01T00:00:00Z'))).toBeNull();
    expect(prelaunchUntil(week(), new Date('2027-01-01T00:00:00Z'))).toBeNull();
  });
});
