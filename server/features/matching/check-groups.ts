/**
 * An independent check of a matching result against the hard rules, written from the rules and not from the
 * engine's data structures, so an engine bug cannot hide itself. Used by the tests, the benchmarks and by the
 * weekly cycle as a safety net before groups are stored.
 */
import { ANYWHERE, MEETING_NEIGHBORHOODS, type MatchInstance, type MatchResult } from '../../../shared/matching';

interface PairRules {
  level: Map<string, number>;
  blocked: Set<string>;
}

// NUL cannot be typed into an id, so the joined pair is unambiguous.
const key = (from: string, to: string) => `${from}\u0000${to}`;

function pairRules(instance: MatchInstance): PairRules {
  const ids = new Set(instance.members.map((member) => member.id));
  const level = new Map<string, number>();
  for (const pick of instance.picks) {
    if (ids.has(pick.from) && ids.has(pick.to) && pick.from !== pick.to) level.set(key(pick.from, pick.to), pick.level);
  }
  const blocked = new Set(instance.blocks.map((block) => key(block.from, block.to)));
  return { level, blocked };
}

function isMutual(rules: PairRules, a: string, b: string): boolean {
  return (rules.level.get(key(a, b)) ?? 0) >= 2 && (rules.level.get(key(b, a)) ?? 0) >= 2;
}

function isForbidden(rules: PairRules, a: string, b: string): boolean {
  return (
    rules.blocked.has(key(a, b)) || rules.blocked.has(key(b, a)) || rules.level.get(key(a, b)) === 0 || rules.level.get(key(b, a)) === 0
  );
}

/** Every broken hard rule, in words; empty when the result is valid for the instance. */
export function groupRuleViolations(instance: MatchInstance, result: MatchResult): string[] {
  const violations: string[] = [];
  const rules = pairRules(instance);
  const byId = new Map(instance.members.map((member) => [member.id, member]));
  const { min, max } = instance.groupSize;
  const seen = new Map<string, number>();
  const count = (id: string) => seen.set(id, (seen.get(id) ?? 0) + 1);
  result.groups.forEach((group, g) => {
    const name = `group ${g} (${group.members.join(', ')})`;
    if (group.members.length < min || group.members.length > max)
      violations.push(`${name} has ${group.members.length} members, outside ${min}-${max}`);
    if (!(MEETING_NEIGHBORHOODS as readonly string[]).includes(group.neighborhood))
      violations.push(`${name} meets in "${group.neighborhood}", not a real neighbourhood`);
    let hosts = 0;
    for (const id of group.members) {
      count(id);
      const member = byId.get(id);
      if (!member) {
        violations.push(`${name} lists ${id}, who is not an input member`);
        continue;
      }
      if (member.canHost) hosts++;
      if (!member.slots.includes(group.slot)) violations.push(`${name}: ${id} is not available at ${group.slot}`);
      if (!member.neighborhoods.includes(group.neighborhood) && !member.neighborhoods.includes(ANYWHERE))
        violations.push(`${name}: ${id} does not meet in ${group.neighborhood}`);
      if (!group.members.some((other) => other !== id && isMutual(rules, id, other)))
        violations.push(`${name}: ${id} has no mutual pick in the group`);
    }
    if (hosts === 0) violations.push(`${name} has nobody who can host`);
    group.members.forEach((a, i) => {
      for (const b of group.members.slice(i + 1))
        if (isForbidden(rules, a, b)) violations.push(`${name}: ${a} and ${b} must never be grouped`);
    });
  });
  for (const id of result.unplaced) {
    count(id);
    if (!byId.has(id)) violations.push(`unplaced lists ${id}, who is not an input member`);
  }
  for (const [id, times] of seen) if (times > 1) violations.push(`${id} appears ${times} times`);
  for (const member of instance.members) if (!seen.has(member.id)) violations.push(`${member.id} is neither in a group nor unplaced`);
  return violations;
}

/** Unordered pairs in the same group who both picked each other at level 2 or more: the objective's first term. */
export function mutualPairsInGroups(instance: MatchInstance, result: MatchResult): number {
  const rules = pairRules(instance);
  let pairs = 0;
  for (const group of result.groups) {
    group.members.forEach((a, i) => {
      for (const b of group.members.slice(i + 1)) if (isMutual(rules, a, b)) pairs++;
    });
  }
  return pairs;
}
