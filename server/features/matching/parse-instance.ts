/**
 * Validates untrusted JSON (a file given to `npm run match`, or anything not built by our own code) into a
 * MatchInstance, naming the first offending field: 'members[3].slots[0] must be one of sat-9, ...'.
 */
import { ANYWHERE, MEETING_NEIGHBORHOODS, type MatchInstance, type MatchMember } from '../../../shared/matching';
import { SLOT_IDS, type SlotId } from '../../../shared/weekly-cycle';

export class InstanceError extends Error {}

const NEIGHBORHOODS: readonly string[] = [...MEETING_NEIGHBORHOODS, ANYWHERE];

type Json = Record<string, unknown>;

function object(value: unknown, path: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InstanceError(`${path} must be an object`);
  return value as Json;
}

function array(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw new InstanceError(`${path} must be an array`);
  return value;
}

function id(value: unknown, path: string): string {
  if (typeof value !== 'string' || value.length === 0) throw new InstanceError(`${path} must be a non-empty string`);
  return value;
}

function integer(value: unknown, path: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new InstanceError(`${path} must be an integer ${max === Number.MAX_SAFE_INTEGER ? `>= ${min}` : `from ${min} to ${max}`}`);
  }
  return value;
}

function oneOf(value: unknown, allowed: readonly string[], path: string): string {
  if (typeof value !== 'string' || !allowed.includes(value)) throw new InstanceError(`${path} must be one of ${allowed.join(', ')}`);
  return value;
}

function member(value: unknown, path: string): MatchMember {
  const raw = object(value, path);
  if (typeof raw.canHost !== 'boolean') throw new InstanceError(`${path}.canHost must be true or false`);
  if (typeof raw.priority !== 'number' || !Number.isFinite(raw.priority)) throw new InstanceError(`${path}.priority must be a number`);
  return {
    id: id(raw.id, `${path}.id`),
    slots: array(raw.slots, `${path}.slots`).map((slot, i) => oneOf(slot, SLOT_IDS, `${path}.slots[${i}]`) as SlotId),
    neighborhoods: array(raw.neighborhoods, `${path}.neighborhoods`).map((hood, i) =>
      oneOf(hood, NEIGHBORHOODS, `${path}.neighborhoods[${i}]`),
    ),
    canHost: raw.canHost,
    priority: raw.priority,
  };
}

export function parseInstance(value: unknown): MatchInstance {
  const raw = object(value, 'the instance');
  const size = object(raw.groupSize, 'groupSize');
  const min = integer(size.min, 'groupSize.min', 2);
  const max = integer(size.max, 'groupSize.max', min);
  const members = array(raw.members, 'members').map((m, i) => member(m, `members[${i}]`));
  const seen = new Set<string>();
  members.forEach((m, i) => {
    if (seen.has(m.id)) throw new InstanceError(`members[${i}].id "${m.id}" is used by an earlier member`);
    seen.add(m.id);
  });
  const picks = array(raw.picks, 'picks').map((p, i) => {
    const pick = object(p, `picks[${i}]`);
    return {
      from: id(pick.from, `picks[${i}].from`),
      to: id(pick.to, `picks[${i}].to`),
      level: integer(pick.level, `picks[${i}].level`, 0, 5),
    };
  });
  const blocks = array(raw.blocks ?? [], 'blocks').map((b, i) => {
    const block = object(b, `blocks[${i}]`);
    return { from: id(block.from, `blocks[${i}].from`), to: id(block.to, `blocks[${i}].to`) };
  });
  return { groupSize: { min, max }, members, picks, blocks };
}
