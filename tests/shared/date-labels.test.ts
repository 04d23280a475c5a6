import { describe, expect, it } from 'vitest';
import { clockLabel, dayLabel, momentLabel, monthDayLabel, ordinal } from '../../shared/date-labels';

const TZ = 'America/Toronto';

describe('ordinal', () => {
  it('uses st, nd, rd and th, with 11-13 always th', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 14, 21, 22, 23, 31].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '14th',
      '21st',
      '22nd',
      '23rd',
      '31st',
    ]);
  });
});

describe('date labels in the city time zone', () => {
  it('writes the release as "thursday, november 26 at noon"', () => {
    expect(momentLabel('2026-11-26T17:00:00.000Z', TZ)).toBe('thursday, november 26 at noon');
  });

  it('uses the local date, not the UTC one', () => {
    expect(dayLabel('2026-11-27T03:00:00.000Z', TZ)).toBe('thursday, november 26');
  });

  it('writes other times as am/pm, with minutes only when needed', () => {
    expect(clockLabel('2026-11-28T14:00:00.000Z', TZ)).toBe('9 am');
    expect(clockLabel('2026-11-28T16:30:00.000Z', TZ)).toBe('11:30 am');
    expect(clockLabel('2026-11-29T00:00:00.000Z', TZ)).toBe('7 pm');
    expect(clockLabel('2026-11-29T05:00:00.000Z', TZ)).toBe('12 am');
  });

  it('follows daylight saving time (summer is UTC-4)', () => {
    expect(momentLabel('2026-07-16T16:00:00.000Z', TZ)).toBe('thursday, july 16 at noon');
  });

  it('writes the pre-launch date as month name and ordinal day', () => {
    expect(monthDayLabel('2027-02-14T17:00:00.000Z', TZ)).toBe('February 14th');
    expect(monthDayLabel('2027-03-01T05:00:00.000Z', TZ)).toBe('March 1st');
  });
});
