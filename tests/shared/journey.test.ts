import { describe, expect, it } from 'vitest';
import {
  BONUS_GIVEAWAY,
  completionProblems,
  findRoadmap,
  GETTING_STARTED,
  metroOf,
  progressPercent,
  roadmapsFor,
  ROADMAPS,
  stepIds,
  stepStates,
  unionRoadmaps,
} from '../../shared/journey';
import { findChat } from '../../shared/chats';

const gettingStarted = findRoadmap(GETTING_STARTED)!;

describe('the roadmaps', () => {
  it('have the spec’s getting-started steps in order, one step coming soon, and unique ids', () => {
    expect(stepIds(gettingStarted)).toEqual([
      'anonymous-feedback',
      'craft-profile',
      'approach',
      'explore-experiences',
      'explore-people',
      'first-experience',
      'improve',
    ]);
    expect(gettingStarted.steps.some((step) => step.id === null)).toBe(true);
    for (const roadmap of ROADMAPS) {
      expect(new Set(stepIds(roadmap)).size).toBe(stepIds(roadmap).length);
      for (const step of roadmap.steps) {
        if (step.id !== null) expect(step.sections.length, step.id).toBeGreaterThan(0);
        if (step.chatId) expect(findChat(step.chatId), step.chatId).toBeDefined();
      }
    }
  });

  it('show the bonus giveaway only in the Vancouver metro', () => {
    expect(metroOf('CA:BC:Vancouver')).toBe('yvr');
    expect(metroOf('CA:ON:Toronto')).toBe('yyz');
    expect(metroOf(null)).toBeNull();
    expect(roadmapsFor('CA:BC:Vancouver').map((roadmap) => roadmap.id)).toEqual([GETTING_STARTED, BONUS_GIVEAWAY]);
    expect(roadmapsFor('CA:ON:Toronto').map((roadmap) => roadmap.id)).toEqual([GETTING_STARTED]);
    expect(roadmapsFor(null).map((roadmap) => roadmap.id)).toEqual([GETTING_STARTED]);
  });
});

describe('step states and progress', () => {
  it('marks completed steps, the first open one active, later ones locked, a step without an id coming soon', () => {
    const states = stepStates(gettingStarted, ['anonymous-feedback', 'craft-profile']);
    expect(states.slice(0, 4)).toEqual(['completed', 'completed', 'active', 'locked']);
    expect(states.at(-1)).toBe('coming-soon');
  });

  it('rounds the percentage down over the steps that can be completed', () => {
    expect(progressPercent(gettingStarted, [])).toBe(0);
    expect(progressPercent(gettingStarted, ['anonymous-feedback'])).toBe(14);
    expect(progressPercent(gettingStarted, ['anonymous-feedback', 'craft-profile'])).toBe(28);
    expect(progressPercent(gettingStarted, stepIds(gettingStarted))).toBe(100);
  });

  it('unions maps in roadmap order, never losing a step', () => {
    expect(
      unionRoadmaps({ [GETTING_STARTED]: ['approach', 'unknown'] }, { [GETTING_STARTED]: ['craft-profile', 'anonymous-feedback'] }),
    ).toEqual({
      [GETTING_STARTED]: ['anonymous-feedback', 'craft-profile', 'approach', 'unknown'],
    });
  });

  it('finds locked steps counting the ones requested together', () => {
    expect(completionProblems({ [GETTING_STARTED]: ['craft-profile'] }, {}, 'CA:ON:Toronto').fields).toHaveProperty(
      `roadmaps.${GETTING_STARTED}.craft-profile`,
    );
    expect(completionProblems({ [GETTING_STARTED]: ['craft-profile', 'anonymous-feedback'] }, {}, null)).toEqual({
      fields: {},
      notYours: false,
    });
    expect(completionProblems({ [BONUS_GIVEAWAY]: ['giveaway-rules'] }, {}, 'CA:ON:Toronto').notYours).toBe(true);
  });
});
