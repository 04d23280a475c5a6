import { ROADMAPS_FIELD, type RoadmapsMap } from '../../../shared/journey';
import type { UserPropertyBody } from '../../../shared/journey-contract';
import { camelCase } from '../../plugins/spec-spellings';
import { validationFailed } from '../profiles/profile-json';

/** The fields POST /users/updateUserProperty may change (docs/product-rules.md#journey-and-chats), each already checked for shape. */
export interface UserChanges {
  /** Steps to mark completed, added to the ones already completed. */
  roadmaps?: RoadmapsMap;
}

const ID = /^[a-z0-9][a-z0-9-]{0,63}$/;
const ROADMAPS_SHAPE = 'Roadmaps must map each roadmap id to a list of step ids, e.g. {"getting-started": ["craft-profile"]}.';

function checkRoadmaps(raw: unknown): RoadmapsMap | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const map: RoadmapsMap = {};
  for (const [roadmapId, steps] of Object.entries(raw)) {
    if (!ID.test(roadmapId) || !Array.isArray(steps) || steps.length > 50) return null;
    if (!steps.every((step): step is string => typeof step === 'string' && ID.test(step))) return null;
    map[roadmapId] = [...new Set(steps)];
  }
  return map;
}

/**
 * The checked changes of {changes: [{field, value}]} (keys already folded to camelCase, shape checked by the
 * contract). A field may be named Capitalised too; every bad field is reported at once.
 */
export function parseUserPropertyUpdate(body: UserPropertyBody): UserChanges {
  const changes: UserChanges = {};
  const fields: Record<string, string> = {};
  for (const change of body.changes) {
    const field = camelCase(change.field);
    if (field !== ROADMAPS_FIELD) {
      fields[change.field] = 'This field cannot be changed here.';
      continue;
    }
    const roadmaps = checkRoadmaps(change.value);
    if (roadmaps) changes.roadmaps = { ...changes.roadmaps, ...roadmaps };
    else fields[field] = ROADMAPS_SHAPE;
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
  return changes;
}
