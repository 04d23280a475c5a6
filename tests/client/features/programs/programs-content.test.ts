import { describe, it, expect } from 'vitest';
import { findProgram, PROGRAM_IDS, PROGRAMS } from '../../../../client/features/programs/programs-content';

describe('programs content', () => {
  it('lists exactly the eight spec programs, each id once', () => {
    expect(PROGRAMS.map((p) => p.id).sort()).toEqual([...PROGRAM_IDS].sort());
    expect(new Set(PROGRAMS.map((p) => p.id)).size).toBe(8);
  });

  it('prices every program between $45 and $120 per session, with both ends used', () => {
    const prices = PROGRAMS.map((p) => p.pricePerSession);
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(45);
      expect(price).toBeLessThanOrEqual(120);
    }
    expect(Math.min(...prices)).toBe(45);
    expect(Math.max(...prices)).toBe(120);
  });

  it('runs 4-6 weeks with sessions of 75 minutes to 2.5 hours', () => {
    for (const p of PROGRAMS) {
      expect(p.weeks).toBeGreaterThanOrEqual(4);
      expect(p.weeks).toBeLessThanOrEqual(6);
      expect(p.sessionMinutes).toBeGreaterThanOrEqual(75);
      expect(p.sessionMinutes).toBeLessThanOrEqual(150);
    }
  });

  it("keeps groups within the third brand's 6-12 people", () => {
    for (const p of PROGRAMS) {
      expect(p.groupSize.min).toBeGreaterThanOrEqual(6);
      expect(p.groupSize.max).toBeLessThanOrEqual(12);
      expect(p.groupSize.min).toBeLessThan(p.groupSize.max);
    }
  });

  it('plans one line per week for every program', () => {
    for (const p of PROGRAMS) expect(p.weekByWeek).toHaveLength(p.weeks);
  });

  it('gives every card a gradient background and some programs a tracks list', () => {
    for (const p of PROGRAMS) expect(p.gradient).toMatch(/^linear-gradient\(/);
    expect(PROGRAMS.some((p) => p.tracks && p.tracks.length > 0)).toBe(true);
    expect(PROGRAMS.some((p) => !p.tracks)).toBe(true);
  });

  it('finds a program by id and returns undefined for an unknown id', () => {
    expect(findProgram('pottery')?.title).toBe('pottery circle');
    expect(findProgram('underwater-basket-weaving')).toBeUndefined();
  });
});
