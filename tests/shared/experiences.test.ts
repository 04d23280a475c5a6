import { describe, it, expect } from 'vitest';
import { EXPERIENCES, experiencesOfType, findExperience, formatDuration } from '../../shared/experiences';

describe('experiences content', () => {
  it('gives every experience a unique id', () => {
    const ids = EXPERIENCES.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('prices poetry nights at $40 for 8-12 people over 3-4 hours', () => {
    const poetry = experiencesOfType('poetry-night');
    expect(poetry.length).toBeGreaterThanOrEqual(3);
    for (const e of poetry) {
      expect(e.price).toBe(40);
      expect(e.participants).toEqual({ min: 8, max: 12 });
      const hours = e.duration.hours + e.duration.minutes / 60;
      expect(hours).toBeGreaterThanOrEqual(3);
      expect(hours).toBeLessThanOrEqual(4);
    }
  });

  it('places night-out samples in Vancouver within the sample ranges (price 30-140, 4-12 people)', () => {
    const nights = experiencesOfType('night-out');
    expect(nights.length).toBeGreaterThanOrEqual(3);
    for (const e of nights) {
      expect(e.area).toBe('Vancouver, BC');
      expect(e.price).toBeGreaterThanOrEqual(30);
      expect(e.price).toBeLessThanOrEqual(140);
      expect(e.participants.min).toBeGreaterThanOrEqual(4);
      expect(e.participants.max).toBeLessThanOrEqual(12);
    }
  });

  it('finds an experience by id and returns undefined for an unknown one', () => {
    expect(findExperience('yvr-gastown-comedy')?.typeId).toBe('night-out');
    expect(findExperience('no-such-experience')).toBeUndefined();
  });

  it('formats durations in hours and minutes', () => {
    expect(formatDuration({ hours: 3, minutes: 0 })).toBe('3 hours');
    expect(formatDuration({ hours: 3, minutes: 30 })).toBe('3.5 hours');
    expect(formatDuration({ hours: 1, minutes: 0 })).toBe('1 hour');
    expect(formatDuration({ hours: 2, minutes: 15 })).toBe('2 hours 15 minutes');
    expect(formatDuration({ hours: 0, minutes: 45 })).toBe('45 minutes');
  });
});
