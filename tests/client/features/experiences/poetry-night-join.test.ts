import { describe, it, expect } from 'vitest';
import {
  ACKNOWLEDGEMENT_REQUIRED_MESSAGE,
  AVAILABILITY_REQUIRED_MESSAGE,
  formatPoetryNightDate,
  toggleAvailability,
  upcomingPoetryNights,
  validatePoetryNightJoin,
} from '../../../../client/features/experiences/poetry-night-join';
import { POETRY_NIGHT_SCHEDULE } from '../../../../shared/experiences';

/** The spec's example Fridays (spec 001 §9), as offered on Monday 10 February 2025. */
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
  it('offers the next four Fridays after today, with the year (Feb 14, 21, 28 and Mar 7 seen on 10 February 2025)', () => {
    expect(upcomingPoetryNights(POETRY_NIGHT_SCHEDULE, new Date('2025-02-10T18:00:00Z'))).toEqual(OFFERED);
    expect(OFFERED.map(formatPoetryNightDate)).toEqual([
      'Friday, February 14, 2025',
      'Friday, February 21, 2025',
      'Friday, February 28, 2025',
      'Friday, March 7, 2025',
    ]);
  });

  it("never offers a night that has passed: on a Friday the first one offered is next week's, across a new year too", () => {
    // Friday 26 December 2025, 8 PM in Revelstoke (04:00 UTC on the 27th).
    expect(upcomingPoetryNights(POETRY_NIGHT_SCHEDULE, new Date('2025-12-27T04:00:00Z'))).toEqual([
      '2026-01-02',
      '2026-01-09',
      '2026-01-16',
      '2026-01-23',
    ]);
    const now = new Date();
    for (const date of upcomingPoetryNights(POETRY_NIGHT_SCHEDULE, now))
      expect(new Date(`${date}T23:59:59Z`).getTime()).toBeGreaterThan(now.getTime());
  });

  it('toggles a date on and off, keeping calendar order', () => {
    const once = toggleAvailability(['2025-02-28'], '2025-02-14');
    expect(once).toEqual(['2025-02-14', '2025-02-28']);
    expect(toggleAvailability(once, '2025-02-28')).toEqual(['2025-02-14']);
  });
});
