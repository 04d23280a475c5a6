import { describe, it, expect } from 'vitest';
import { formatDuration, formatRequiredLevel } from '../../shared/experiences';

describe('experiences', () => {
  it('formats durations in hours and minutes', () => {
    expect(formatDuration({ hours: 3, minutes: 0 })).toBe('3 hours');
    expect(formatDuration({ hours: 3, minutes: 30 })).toBe('3.5 hours');
    expect(formatDuration({ hours: 1, minutes: 0 })).toBe('1 hour');
    expect(formatDuration({ hours: 2, minutes: 15 })).toBe('2 hours 15 minutes');
    expect(formatDuration({ hours: 0, minutes: 45 })).toBe('45 minutes');
  });
});

describe('formatRequiredLevel', () => {
  it('says "no experience needed" for a stored None, and keeps what follows it', () => {
    expect(formatRequiredLevel('None')).toBe('no experience needed');
    expect(formatRequiredLevel('None: singing badly is encouraged')).toBe('no experience needed: singing badly is encouraged');
    expect(formatRequiredLevel('Beginner')).toBe('Beginner');
  });
});
