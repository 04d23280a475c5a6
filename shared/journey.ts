import { BONUS_GIVEAWAY_ROADMAP } from './journey-bonus-giveaway';
import { GETTING_STARTED_ROADMAP } from './journey-getting-started';
import type { Metro, Roadmap } from './roadmap';

export type { Metro, Roadmap, RoadmapStep, StepSection } from './roadmap';

// The journey (docs/product-rules.md#journey-and-chats): roadmaps of sequential steps a member marks as completed. The
// content is here so the server can check ids and the client can show it; completions are the user's `roadmaps`
// map (docs/product-rules.md#journey-and-chats), changed through POST /users/updateUserProperty and never reverted.

/** roadmapId -> ids of its completed steps (docs/product-rules.md#journey-and-chats). */
export type RoadmapsMap = Record<string, string[]>;

export type StepState = 'completed' | 'active' | 'locked' | 'coming-soon';

export const GETTING_STARTED = GETTING_STARTED_ROADMAP.id;
export const BONUS_GIVEAWAY = BONUS_GIVEAWAY_ROADMAP.id;
export const CRAFT_PROFILE = 'craft-profile';
/** The field of POST /users/updateUserProperty that completes roadmap steps. */
export const ROADMAPS_FIELD = 'roadmaps';

/** Every roadmap, in the order the journey shows them. */
export const ROADMAPS: readonly Roadmap[] = [GETTING_STARTED_ROADMAP, BONUS_GIVEAWAY_ROADMAP];

/** Metro-area codes (docs/product-rules.md#journey-and-chats: the user's location "e.g. a metro-area code"). */
export const VANCOUVER_METRO: Metro = 'yvr';
const METROS: Record<string, Metro> = { 'CA:ON:Toronto': 'yyz', 'Canada:Ontario:Toronto': 'yyz', 'CA:BC:Vancouver': 'yvr' };

/** The metro area of a profile location (Country:Region:City), or null outside the ones we know. */
export function metroOf(location: string | null | undefined): Metro | null {
  return (location && METROS[location.trim()]) || null;
}

export function findRoadmap(roadmapId: string): Roadmap | undefined {
  return ROADMAPS.find((roadmap) => roadmap.id === roadmapId);
}

/** Whether a member living at `location` may see and complete `roadmap`. */
export function mayFollow(roadmap: Roadmap, location: string | null | undefined): boolean {
  return roadmap.metro === null || roadmap.metro === metroOf(location);
}

/** The roadmaps a member at `location` sees: the Vancouver bonus only in the Vancouver metro. */
export function roadmapsFor(location: string | null | undefined): Roadmap[] {
  return ROADMAPS.filter((roadmap) => mayFollow(roadmap, location));
}

/** The ids of the steps that can be completed, in order (steps without an id are coming soon). */
export function stepIds(roadmap: Roadmap): string[] {
  return roadmap.steps.flatMap((step) => (step.id === null ? [] : [step.id]));
}

/** Each step's state: completed ones, the first open one active, later ones locked (docs/product-rules.md#journey-and-chats). */
export function stepStates(roadmap: Roadmap, completed: readonly string[]): StepState[] {
  const done = new Set(completed);
  let activeFound = false;
  return roadmap.steps.map((step) => {
    if (step.id === null) return 'coming-soon';
    if (done.has(step.id)) return 'completed';
    if (activeFound) return 'locked';
    activeFound = true;
    return 'active';
  });
}

/** The state of one step, or undefined when the roadmap has no step with this id. */
export function stepStateOf(roadmap: Roadmap, stepId: string, completed: readonly string[]): StepState | undefined {
  const index = roadmap.steps.findIndex((step) => step.id === stepId);
  return index < 0 ? undefined : stepStates(roadmap, completed)[index];
}

/** Completed steps over the steps that can be completed, as a rounded-down percentage (docs/product-rules.md#journey-and-chats). */
export function progressPercent(roadmap: Roadmap, completed: readonly string[]): number {
  const ids = stepIds(roadmap);
  if (ids.length === 0) return 0;
  const done = new Set(completed);
  return Math.floor((ids.filter((id) => done.has(id)).length * 100) / ids.length);
}

export function isRoadmapComplete(roadmap: Roadmap, completed: readonly string[]): boolean {
  const done = new Set(completed);
  return stepIds(roadmap).every((id) => done.has(id));
}

/**
 * Both maps together, each roadmap's steps in the roadmap's order (ids no roadmap knows keep their place after
 * them): completions only ever add up.
 */
export function unionRoadmaps(...maps: readonly RoadmapsMap[]): RoadmapsMap {
  const merged: RoadmapsMap = {};
  for (const map of maps) {
    for (const [roadmapId, steps] of Object.entries(map)) {
      const known = new Set(merged[roadmapId] ?? []);
      merged[roadmapId] = [...known, ...steps.filter((step) => !known.has(step))];
    }
  }
  for (const [roadmapId, steps] of Object.entries(merged)) {
    const order = findRoadmap(roadmapId) ? stepIds(findRoadmap(roadmapId)!) : [];
    const rank = (step: string) => (order.includes(step) ? order.indexOf(step) : order.length);
    merged[roadmapId] = [...new Set(steps)].sort((a, b) => rank(a) - rank(b));
  }
  return merged;
}

/** The roadmaps map of completion rows (the server's table, the device's copy). */
export function roadmapsMapOf(rows: readonly { roadmapId: string; stepId: string }[]): RoadmapsMap {
  const map: RoadmapsMap = {};
  for (const { roadmapId, stepId } of rows) map[roadmapId] = [...(map[roadmapId] ?? []), stepId];
  return unionRoadmaps(map);
}

export const UNKNOWN_ROADMAP_MESSAGE = 'There is no roadmap with this id.';
export const UNKNOWN_STEP_MESSAGE = 'This roadmap has no step with this id.';
export const LOCKED_STEP_MESSAGE = 'Complete the earlier steps of this roadmap first: its steps are done in order.';
export const NOT_YOUR_ROADMAP_MESSAGE = 'This roadmap is only for members in the Vancouver area.';

export interface CompletionProblems {
  /** Per-field messages, keyed roadmaps.<roadmapId> or roadmaps.<roadmapId>.<stepId>. */
  fields: Record<string, string>;
  /** A roadmap of another metro area was asked for. */
  notYours: boolean;
}

/**
 * What is wrong with completing `requested` on top of `existing` for a member at `location`: unknown ids, a
 * roadmap of another metro, or a step whose earlier steps are not completed (counting the ones asked for together).
 */
export function completionProblems(requested: RoadmapsMap, existing: RoadmapsMap, location: string | null): CompletionProblems {
  const fields: Record<string, string> = {};
  let notYours = false;
  for (const [roadmapId, steps] of Object.entries(requested)) {
    const roadmap = findRoadmap(roadmapId);
    if (!roadmap) {
      fields[`roadmaps.${roadmapId}`] = UNKNOWN_ROADMAP_MESSAGE;
      continue;
    }
    if (!mayFollow(roadmap, location)) {
      notYours = true;
      continue;
    }
    const ids = stepIds(roadmap);
    const done = new Set([...(existing[roadmapId] ?? []), ...steps]);
    for (const step of steps) {
      if (!ids.includes(step)) fields[`roadmaps.${roadmapId}.${step}`] = UNKNOWN_STEP_MESSAGE;
      else if (ids.slice(0, ids.indexOf(step)).some((earlier) => !done.has(earlier))) {
        fields[`roadmaps.${roadmapId}.${step}`] = LOCKED_STEP_MESSAGE;
      }
    }
  }
  return { fields, notYours };
}
