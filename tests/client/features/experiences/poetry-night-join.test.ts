import { describe, it, expect } from 'vitest';
import {
  ACKNOWLEDGEMENT_REQUIRED_MESSAGE,
  AVAILABILITY_REQUIRED_MESSAGE,
  formatPoetryNightDate,
  POETRY_NIGHT_DATES,
  toggleAvailability,
  validatePoetryNightJoin,
} from '../../../../client/features/experiences/poetry-night-join';

describe('poetry night join validation', () => {
  it('uses the spec copy verbatim', () => {
    expect(AVAILABILITY_REQUIRED_MESSAGE).toBe(
      'Please select at least one availability option. More options mean a higher chance of snagging a spot.',
    );
    expect(ACKNOWLEDGEMENT_REQUIRED_MESSAGE).toBe('Make sure you understand that the spot is not guaranteed (check the box)');
  });

  it('asks for both when nothing is filled in, availability first', () => {
    expect(validatePoetryNightJoin({ availability: [], acknowledged: false })).toEqual([
      { field: 'availability', message: AVAILABILITY_REQUIRED_MESSAGE },
      { field: 'acknowledged', message: ACKNOWLEDGEMENT_REQUIRED_MESSAGE },
    ]);
  });

  it('requires at least one date even when the box is checked', () => {
    expect(validatePoetryNightJoin({ availability: [], acknowledged: true })).toEqual([
      { field: 'availability', message: AVAILABILITY_REQUIRED_MESSAGE },
    ]);
  });

  it('does not count a date that is not offered', () => {
    const errors = validatePoetryNightJoin({ availability: ['2025-02-15'], acknowledged: true });
    expect(errors.map((e) => e.field)).toEqual(['availability']);
  });

  it('requires the acknowledgement even when dates are chosen', () => {
    expect(validatePoetryNightJoin({ availability: ['2025-02-21'], acknowledged: false })).toEqual([
      { field: 'acknowledged', message: ACKNOWLEDGEMENT_REQUIRED_MESSAGE },
    ]);
  });

  it('accepts one offered date with the acknowledgement', () => {
    expect(validatePoetryNightJoin({ availability: ['2025-03-07'], acknowledged: true })).toEqual([]);
  });
});

describe('poetry night dates', () => {
  it('offers the Fridays Feb 14, 21, 28 and Mar 7', () => {
    expect(POETRY_NIGHT_DATES.map(formatPoetryNightDate)).toEqual([
      'Friday, February 14',
      'Friday, February 21',
      'Friday, February 28',
      'Friday, March 7',
    ]);
  });

  it('toggles a date on and off, keeping calendar order', () => {
    const once = toggleAvailability(['2025-02-28'], '2025-02-14');
    expect(once).toEqual(['2025-02-14', '2025-02-28']);
    expect(toggleAvailability(once, '2025-02-28')).toEqual(['2025-02-14']);
  });
});
