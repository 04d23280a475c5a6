import { describe, expect, it } from 'vitest';
import { findLanding, LANDING_IDS, LANDINGS } from '../../../../shared/experience-landings';
import { experiencesOfType } from '../../../../shared/experiences';
import { SAMPLE_EXPERIENCES } from '../../../../server/features/experiences/samples';

const findExperience = (id: string) => SAMPLE_EXPERIENCES.find((experience) => experience.id === id);

describe('the sample experiences an empty database starts with (docs/product-rules.md#experiences-and-poetry-night)', () => {
  it('gives every experience a unique id', () => {
    const ids = SAMPLE_EXPERIENCES.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('prices poetry nights at $40 for 8-12 people over 3-4 hours', () => {
    const poetry = experiencesOfType(SAMPLE_EXPERIENCES, 'poetry-night');
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
    const nights = experiencesOfType(SAMPLE_EXPERIENCES, 'night-out');
    expect(nights.length).toBeGreaterThanOrEqual(3);
    for (const e of nights) {
      expect(e.area).toBe('Vancouver, BC');
      expect(e.price).toBeGreaterThanOrEqual(30);
      expect(e.price).toBeLessThanOrEqual(140);
      expect(e.participants.min).toBeGreaterThanOrEqual(4);
      expect(e.participants.max).toBeLessThanOrEqual(12);
    }
  });

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

  it('prices the dance samples as in docs/product-rules.md#experiences-and-poetry-night: shuffle 50 (6-12), baza 40 (10-12), Latin workshop 120 (5-20)', () => {
    const dance = Object.fromEntries(
      experiencesOfType(SAMPLE_EXPERIENCES, 'dance').map((e) => [e.id, [e.price, e.participants.min, e.participants.max]]),
    );
    expect(dance).toEqual({
      'dance-today-shuffle': [50, 6, 12],
      'baza-dance-social': [40, 10, 12],
      'world-dance-co-latin': [120, 5, 20],
    });
  });
});
