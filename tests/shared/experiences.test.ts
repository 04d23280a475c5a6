import { describe, it, expect } from 'vitest';
import { formatDuration } from '../../shared/experiences';

describe('experiences', () => {
  it('formats durations in hours and minutes', () => {
    expect(formatDuration({ hours: 3, minutes: 0 })).toBe('3 hours');
    expect(formatDuration({ hours: 3, minutes: 30 })).toBe('3.5 hours');
    expect(formatDuration({ hours: 1, minutes: 0 })).toBe('1 hour');
    expect(formatDuration({ hours: 2, minutes: 15 })).toBe('2 hours 15 minutes');
    expect(formatDuration({ hours: 0, minutes: 45 })).toBe('45 minutes');
  });
});
