import { describe, expect, it } from 'vitest';
import { earliestEventDate, earningsOf, FORMAT_COPY, priceIsValid, publishProblems } from '../../shared/event-formats';

// Spec 002 §5 and §9: the rules the wizard and the server share.
const format = {
  title: 'Sourdough',
  description: 'Bake a loaf.',
  pricing: { basePrice: 45 },
  possibleDates: [{ date: '2026-12-10' }],
  timeline: { interestPeriodDays: 7, selectionPeriodDays: 2 },
  capacity: { minParticipants: 4, maxParticipants: 8, optimalParticipants: 6 },
};

describe('event format rules', () => {
  it('dates start at today + interest + selection + 3 days', () => {
    expect(earliestEventDate('2026-11-24', 7, 2)).toBe('2026-12-06');
    expect(earliestEventDate('2026-12-30', 3, 1)).toBe('2027-01-06');
  });

  it('a ticket is 10 to 500 in steps of 5; the host earns 80%', () => {
    expect([5, 10, 47, 45, 500, 505].map(priceIsValid)).toEqual([false, true, false, true, true, false]);
    expect(earningsOf(45)).toEqual({ hostEarnings: 36, platformFee: 9 });
  });

  it('publishing needs a 3-60 character title, a description, a valid price, a date far enough ahead and sizes in order', () => {
    expect(publishProblems(format, '2026-11-24')).toEqual([]);
    expect(
      publishProblems(
        {
          ...format,
          title: ' ab ',
          description: ' ',
          pricing: null,
          possibleDates: [],
          capacity: { minParticipants: 8, maxParticipants: 8, optimalParticipants: 6 },
        },
        '2026-11-24',
      ).map((problem) => problem.field),
    ).toEqual(['title', 'description', 'price', 'possibleDates', 'capacity']);
    expect(publishProblems({ ...format, possibleDates: [{ date: '2026-12-05' }] }, '2026-11-24')).toEqual([
      { field: 'possibleDates', message: FORMAT_COPY.datesTooSoon },
    ]);
  });
});
