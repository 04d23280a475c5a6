import { describe, expect, it } from 'vitest';
import { cityToday, earliestEventDate, earningsOf, FORMAT_COPY, priceIsValid, publishProblems } from '../../shared/event-formats';

// docs/product-rules.md#event-format-wizard: the rules the wizard and the server share.
const format = {
  title: 'Sourdough',
  description: 'Bake a loaf.',
  pricing: { basePrice: 45 },
  possibleDates: [{ date: '2026-12-10' }],
  timeline: { interestPeriodDays: 7, selectionPeriodDays: 2, confirmationPeriodDays: 3 },
  capacity: { minParticipants: 4, maxParticipants: 8, optimalParticipants: 6 },
};

describe('event format rules', () => {
  it('dates start at today + interest + selection + confirmation + 3 days: payment closes before the refund cutoff', () => {
    expect(earliestEventDate('2026-11-24', 7, 2, 3)).toBe('2026-12-09');
    expect(earliestEventDate('2026-12-30', 3, 1, 14)).toBe('2027-01-20');
  });

  it("today is the city's: late evening in Vancouver is already tomorrow in UTC", () => {
    const at = new Date('2026-12-02T06:30:00Z');
    expect([cityToday(at, 'toronto'), cityToday(at, 'vancouver'), cityToday(at, 'revelstoke')]).toEqual([
      '2026-12-02',
      '2026-12-01',
      '2026-12-01',
    ]);
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
    // December 8 would let the confirmation period end inside the 48 hours before it: too soon.
    expect(publishProblems({ ...format, possibleDates: [{ date: '2026-12-08' }] }, '2026-11-24')).toEqual([
      { field: 'possibleDates', message: FORMAT_COPY.datesTooSoon },
    ]);
  });
});
