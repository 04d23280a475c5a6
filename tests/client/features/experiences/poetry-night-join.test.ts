import { describe, it, expect } from 'vitest';
import {
  ACKNOWLEDGEMENT_REQUIRED_MESSAGE,
  AVAILABILITY_REQUIRED_MESSAGE,
  formatPoetryNightDate,
  toggleAvailability,
  listedPoetryNights,
  upcomingPoetryNights,
  validatePoetryNightJoin,
} from '../../../../client/features/experiences/poetry-night-join';
import { POETRY_NIGHT_SCHEDULE } from '../../../../shared/experiences';
import { eveningStart } from '../../../../shared/poetry-night-evenings';

/** The example Fridays (docs/product-rules.md#experiences-and-poetry-night), as offered on Thursday 6 February 2025 (the 7th is decided by then). */
const OFFERED = ['2025-02-14', '2025-02-21', '2025-02-28', '2025-03-07'];

describe('poetry night join validation', () => {
  it('uses the spec copy verbatim', () => {
    expect(AVAILABILITY_REQUIRED_MESSAGE).toBe(
      'Please select at least one availability option. More options mean a higher chance of snagging a spot.',
    );
    expect(ACKNOWLEDGEMENT_REQUIRED_MESSAGE).toBe('Make sure you understand that the spot is not guaranteed (check the box)');
  });

  it('asks for both when nothing is filled in, availability first', () => {
    expect(validatePoetryNightJoin({ availability: [], acknowledged: false }, OFFERED)).toEqual([
      { field: 'availability', message: AVAILABILITY_REQUIRED_MESSAGE },
      { field: 'acknowledged', message: ACKNOWLEDGEMENT_REQUIRED_MESSAGE },
    ]);
  });

  it('requires at least one date even when the box is checked', () => {
    expect(validatePoetryNightJoin({ availability: [], acknowledged: true }, OFFERED)).toEqual([
      { field: 'availability', message: AVAILABILITY_REQUIRED_MESSAGE },
    ]);
  });

  it('does not count a date that is not offered', () => {
    const errors = validatePoetryNightJoin({ availability: ['2025-02-15'], acknowledged: true }, OFFERED);
    expect(errors.map((e) => e.field)).toEqual(['availability']);
  });

  it('requires the acknowledgement even when dates are chosen', () => {
    expect(validatePoetryNightJoin({ availability: ['2025-02-21'], acknowledged: false }, OFFERED)).toEqual([
      { field: 'acknowledged', message: ACKNOWLEDGEMENT_REQUIRED_MESSAGE },
    ]);
  });

  it('accepts one offered date with the acknowledgement', () => {
    expect(validatePoetryNightJoin({ availability: ['2025-03-07'], acknowledged: true }, OFFERED)).toEqual([]);
  });
});

describe('poetry night dates', () => {
  it('offers the next four Fridays not decided yet, with the year (Feb 14, 21, 28 and Mar 7 seen on Thursday 6 February 2025, when the 7th is decided)', () => {
    expect(upcomingPoetryNights(POETRY_NIGHT_SCHEDULE, new Date('2025-02-06T18:00:00Z'))).toEqual(OFFERED);
    expect(OFFERED.map(formatPoetryNightDate)).toEqual([
      'Friday, February 14, 2025',
      'Friday, February 21, 2025',
      'Friday, February 28, 2025',
      'Friday, March 7, 2025',
    ]);
  });

  it('never offers a night that has passed or is decided (a week before): on a Friday evening the first is in two weeks, across a new year too', () => {
    // Friday 26 December 2025, 8 PM in Revelstoke (04:00 UTC on the 27th): January 2 starts in 6 days 23 hours.
    expect(upcomingPoetryNights(POETRY_NIGHT_SCHEDULE, new Date('2025-12-27T04:00:00Z'))).toEqual([
      '2026-01-09',
      '2026-01-16',
      '2026-01-23',
      '2026-01-30',
    ]);
    const now = new Date();
    for (const date of upcomingPoetryNights(POETRY_NIGHT_SCHEDULE, now))
      expect(new Date(`${date}T23:59:59Z`).getTime()).toBeGreaterThan(now.getTime());
  });

  it('offers a Friday until the moment it is decided, a week before its 7 PM start, and never after', () => {
    // Friday 4 December 2026 starts at 7 PM in Revelstoke, which is 03:00 UTC on the 5th with Pacific Standard Time and
    // 02:00 with British Columbia's permanent daylight time (in the time zone data from 2026e on): read from the
    // runtime's own data, and checked to be 7 PM there, so the test holds with either.
    const start = eveningStart('2026-12-04');
    const local = new Intl.DateTimeFormat('en-CA', {
      timeZone: POETRY_NIGHT_SCHEDULE.timeZone,
      weekday: 'long',
      hour: 'numeric',
      hour12: false,
    });
    expect(local.format(start)).toBe('Friday, 19');
    const decidedFrom = new Date(start.getTime() - 7 * 24 * 60 * 60_000);
    expect(upcomingPoetryNights(POETRY_NIGHT_SCHEDULE, new Date(decidedFrom.getTime() - 60_000))[0]).toBe('2026-12-04');
    expect(upcomingPoetryNights(POETRY_NIGHT_SCHEDULE, decidedFrom)[0]).toBe('2026-12-11');
    // Three days before, it is not offered: the answer could only be "it does not run" (or a seat already given).
    expect(upcomingPoetryNights(POETRY_NIGHT_SCHEDULE, new Date('2026-12-01T18:00:00Z'))).toEqual([
      '2026-12-11',
      '2026-12-18',
      '2026-12-25',
      '2027-01-01',
    ]);
  });

  it("lists a member's own Fridays, decided ones too, until their evening begins", () => {
    const now = new Date('2026-12-01T18:00:00Z');
    const offered = upcomingPoetryNights(POETRY_NIGHT_SCHEDULE, now);
    expect(listedPoetryNights(offered, ['2026-12-04', '2026-11-27', '2026-12-18'], now)).toEqual([
      '2026-12-04',
      '2026-12-11',
      '2026-12-18',
      '2026-12-25',
      '2027-01-01',
    ]);
    // Once an evening has begun it goes from the list.
    expect(listedPoetryNights(offered, ['2026-12-04'], new Date('2026-12-05T03:00:00Z'))).not.toContain('2026-12-04');
  });

  it('toggles a date on and off, keeping calendar order', () => {
    const once = toggleAvailability(['2025-02-28'], '2025-02-14');
    expect(once).toEqual(['2025-02-14', '2025-02-28']);
    expect(toggleAvailability(once, '2025-02-28')).toEqual(['2025-02-14']);
  });
});
