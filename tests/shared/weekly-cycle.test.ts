import { describe, expect, it } from 'vitest';
import { meetingAt, phaseAt, slotIdOf, weekAt, weekTimes, zonedInstant } from '../../shared/weekly-cycle';

const TORONTO = 'America/Toronto';

describe('the weekly cycle clock (America/Toronto)', () => {
  it('names a week by its Thursday and starts it at noon local time', () => {
    expect(weekAt(new Date('2026-11-19T16:59:59Z'), TORONTO)).toBe('2026-11-12');
    expect(weekAt(new Date('2026-11-19T17:00:00Z'), TORONTO)).toBe('2026-11-19');
    expect(weekAt(new Date('2026-11-22T15:00:00Z'), TORONTO)).toBe('2026-11-19');
    expect(weekAt(new Date('2026-11-26T16:59:00Z'), TORONTO)).toBe('2026-11-19');
  });

  it('answers the same after remembering the last week asked about, on either side of a release, in any order', () => {
    const instants = [
      '2026-11-19T17:00:00Z',
      '2026-11-19T16:59:59.999Z',
      '2026-11-26T17:00:00Z',
      '2026-11-20T00:00:00Z',
      '2026-11-12T17:00:00Z',
    ];
    const expected = ['2026-11-19', '2026-11-12', '2026-11-26', '2026-11-19', '2026-11-12'];
    for (const round of [1, 2]) {
      expect(
        instants.map((at) => weekAt(new Date(at), TORONTO)),
        `round ${round}`,
      ).toEqual(expected);
    }
    expect(weekAt(new Date('2026-11-19T17:00:00Z'), 'Europe/London')).toBe('2026-11-19');
    expect(weekAt(new Date('2026-11-19T11:59:59Z'), 'Europe/London')).toBe('2026-11-12');
  });

  it('keeps noon at noon on both sides of the autumn change (EDT, then EST)', () => {
    const before = weekTimes('2026-10-29', TORONTO);
    expect(before.releaseAt.toISOString()).toBe('2026-10-29T16:00:00.000Z');
    // Daylight saving ends on Sunday 1 November 2026: the Monday close is already in standard time.
    expect(before.pickCloseAt.toISOString()).toBe('2026-11-02T14:00:00.000Z');
    expect(before.inviteDeadlineAt.toISOString()).toBe('2026-11-04T14:00:00.000Z');
    expect(before.nextReleaseAt.toISOString()).toBe('2026-11-05T17:00:00.000Z');
    expect(weekAt(new Date('2026-11-05T16:30:00Z'), TORONTO)).toBe('2026-10-29');
  });

  it('keeps noon at noon across the spring change', () => {
    const week = weekTimes('2026-03-05', TORONTO);
    expect(week.releaseAt.toISOString()).toBe('2026-03-05T17:00:00.000Z');
    expect(week.pickCloseAt.toISOString()).toBe('2026-03-09T13:00:00.000Z');
    expect(week.nextReleaseAt.toISOString()).toBe('2026-03-12T16:00:00.000Z');
  });

  it('resolves a time skipped by spring-forward to just after the gap, and a repeated hour to its first time', () => {
    expect(zonedInstant(TORONTO, 2026, 3, 8, 2, 30).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedInstant(TORONTO, 2026, 11, 1, 1, 30).toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('is open for picks from the release until Monday 09:00', () => {
    expect(phaseAt(new Date('2026-11-23T13:59:59Z'), TORONTO).phase).toBe('picking');
    expect(phaseAt(new Date('2026-11-23T14:00:00Z'), TORONTO).phase).toBe('between');
  });

  it('meets on the weekend after the close, at the slot hour', () => {
    expect(meetingAt('2026-11-19', 'sat-9', TORONTO).toISOString()).toBe('2026-11-28T14:00:00.000Z');
    expect(meetingAt('2026-11-19', 'sun-11', TORONTO).toISOString()).toBe('2026-11-29T16:00:00.000Z');
  });

  it('names only the four offered slots', () => {
    expect(slotIdOf({ dayOfWeek: 6, hour: 9 })).toBe('sat-9');
    expect(slotIdOf({ dayOfWeek: 0, hour: 11 })).toBe('sun-11');
    expect(slotIdOf({ dayOfWeek: 6, hour: 19 })).toBeNull();
    expect(slotIdOf({ dayOfWeek: 3, hour: 9 })).toBeNull();
  });
});
