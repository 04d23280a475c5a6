import { describe, expect, it } from 'vitest';
import { COMPARISON, findLanding, HOW_IT_WORKS, LANDING_IDS, LANDINGS } from '../../shared/experience-landings';
import { experiencesOfType, findExperience } from '../../shared/experiences';

describe('experience landings (spec 001 §2)', () => {
  it('are poetryNight, danceToday, bazaDance and worldDanceCo, each for a sample experience with the same price and group size', () => {
    expect([...LANDING_IDS]).toEqual(['poetryNight', 'danceToday', 'bazaDance', 'worldDanceCo']);
    for (const id of LANDING_IDS) {
      const landing = LANDINGS[id];
      const experience = findExperience(landing.experienceId);
      expect(experience, id).toBeDefined();
      expect(landing.price).toEqual({ currency: 'CAD', amount: experience!.price });
      expect(landing.capacity).toEqual(experience!.participants);
      expect(landing.cta).toBe('Count me in!');
      expect(landing.location.mapLink).toMatch(/^https:\/\//);
    }
    expect(findLanding('danceToday')?.experienceId).toBe('dance-today-shuffle');
    expect(findLanding('poetry-night-first-street')).toBeUndefined();
    expect(findLanding('toString')).toBeUndefined();
  });

  it('prices the dance samples as spec 001 §9 does: shuffle 50 (6-12), baza 40 (10-12), Latin workshop 120 (5-20)', () => {
    const dance = Object.fromEntries(experiencesOfType('dance').map((e) => [e.id, [e.price, e.participants.min, e.participants.max]]));
    expect(dance).toEqual({
      'dance-today-shuffle': [50, 6, 12],
      'baza-dance-social': [40, 10, 12],
      'world-dance-co-latin': [120, 5, 20],
    });
  });

  it('explains how it works in the spec’s five steps, and compares with generic events', () => {
    expect(HOW_IT_WORKS.map((step) => step.title)).toEqual([
      'explore the event',
      'set your availability',
      'show your curiosity',
      'wait for your group',
      'have the experience',
    ]);
    expect(COMPARISON.length).toBeGreaterThanOrEqual(4);
  });
});
