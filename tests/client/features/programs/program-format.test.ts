import { describe, it, expect } from 'vitest';
import { formatPriceFrom, formatSessionLength, formatWeeks, programBadges } from '../../../../client/features/programs/program-format';
import { findProgram } from '../../../../client/features/programs/programs-content';

describe('program formatting', () => {
  it('shows the price with its currency, as "from $45 CAD/session"', () => {
    expect(formatPriceFrom(45)).toBe('from $45 CAD/session');
  });

  it('shows short sessions in minutes and long ones in hours', () => {
    expect(formatSessionLength(75)).toBe('75 min');
    expect(formatSessionLength(90)).toBe('90 min');
    expect(formatSessionLength(120)).toBe('2 hours');
    expect(formatSessionLength(150)).toBe('2.5 hours');
  });

  it('shows weeks', () => {
    expect(formatWeeks(6)).toBe('6 weeks');
    expect(formatWeeks(1)).toBe('1 week');
  });

  it('orders the badges weeks, session length, group size', () => {
    const program = findProgram('partner-dance');
    expect(program && programBadges(program)).toEqual(['6 weeks', '90 min', '8-12 people']);
  });
});
