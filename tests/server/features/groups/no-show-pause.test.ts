import { describe, expect, it } from 'vitest';
import { pausedUntil } from '../../../../server/features/groups/no-show-pause';

const at = new Date('2026-12-10T12:00:00Z');
const daysBefore = (days: number) => new Date(at.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

describe('pausedUntil', () => {
  it('one no-show pauses nothing', () => {
    expect(pausedUntil([daysBefore(3)], at)).toBeNull();
  });
  it('two within 8 weeks pause matching for 2 weeks from the second', () => {
    expect(pausedUntil([daysBefore(40), daysBefore(3)], at)).toEqual(new Date(Date.parse(daysBefore(3)) + 14 * 24 * 60 * 60 * 1000));
    expect(pausedUntil([daysBefore(3), daysBefore(40)], at)).not.toBeNull();
  });
  it('two more than 8 weeks apart pause nothing', () => {
    expect(pausedUntil([daysBefore(70), daysBefore(3)], at)).toBeNull();
  });
  it('the pause ends two weeks after the second no-show', () => {
    expect(pausedUntil([daysBefore(30), daysBefore(13)], at)).not.toBeNull();
    expect(pausedUntil([daysBefore(30), daysBefore(15)], at)).toBeNull();
  });
  it('a strike after the moment asked about does not count yet', () => {
    expect(pausedUntil([daysBefore(10), daysBefore(-1)], at)).toBeNull();
  });
});
