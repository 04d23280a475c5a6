import type { Database } from 'better-sqlite3';
import type { MatchInstance, MatchResult } from '../../../shared/matching';
import { weekTimes, type City } from '../../../shared/weekly-cycle';
import { batchService } from '../discover/batch-service';
import { discoverRepo } from '../discover/repo';
import { groupsService } from '../groups/service';
import { groupRuleViolations } from '../matching/check-groups';
import { picksRepo } from '../picks/repo';
import type { CycleJob, JobRepo } from './job-repo';
import { buildMatchInstance } from './match-instance';

export interface StepContext {
  db: Database;
  jobs: JobRepo;
  now: () => Date;
  city: City;
  week: string;
  /** Run by hand: the step runs even when the clock says it is too late for it. */
  byHand: boolean;
  /** Extends the claim's lease while a long step works. */
  keepAlive: () => void;
  /** Runs the matching engine (in a worker thread in the server, in-process in the CLI). */
  match: (instance: MatchInstance) => Promise<MatchResult>;
}

export type StepResult = { status: 'done' | 'skipped'; summary: Record<string, unknown> };

const finished = (context: StepContext, step: CycleJob['step']) => {
  const status = context.jobs.find(context.city.id, context.week, step)?.status;
  return status === 'done';
};

/** Thursday 12:00: every member of the city gets this week's batch (resumable; see batchService.releaseCity). */
export async function releaseStep(context: StepContext, finish: (result: StepResult) => void): Promise<StepResult> {
  const { db, now, city, week } = context;
  if (!context.byHand && now() >= weekTimes(week, city.timeZone).pickCloseAt) {
    const result: StepResult = { status: 'skipped', summary: { reason: 'the pick window had already closed' } };
    db.transaction(() => finish(result)).immediate();
    return result;
  }
  const summary = await batchService(db, now).releaseCity(city, week, context.keepAlive);
  const result: StepResult = { status: 'done', summary };
  db.transaction(() => finish(result)).immediate();
  return result;
}

/**
 * Monday 09:00: picks close and the engine forms the groups. The groups, invites, outcomes and notices commit in
 * the same transaction that marks the job done, so a crash at any point leaves either all of it or none.
 */
export async function matchStep(context: StepContext, finish: (result: StepResult) => void): Promise<StepResult> {
  const { db, now, city, week } = context;
  if (!finished(context, 'release')) {
    const result: StepResult = { status: 'skipped', summary: { reason: 'the week was never released' } };
    db.transaction(() => finish(result)).immediate();
    return result;
  }
  const groups = groupsService(db, now);
  const priorities = groups.priorities(city.id, week);
  const instance = buildMatchInstance(city, discoverRepo(db), picksRepo(db), priorities);
  const output = await context.match(instance);
  const violations = groupRuleViolations(instance, output);
  if (violations.length) throw new Error(`the matching engine broke its rules: ${violations.slice(0, 5).join('; ')}`);
  const canHost = new Map(instance.members.map((member) => [member.id, member.canHost]));
  const result: StepResult = {
    status: 'done',
    summary: { members: instance.members.length, groups: output.groups.length, unplaced: output.unplaced.length },
  };
  db.transaction(() => {
    groups.createFromMatch(city.id, week, output, canHost, priorities);
    finish(result);
  }).immediate();
  return result;
}

/** The invite deadline (48 h after matching): confirm or dissolve each group, and tell everyone. */
export async function deadlineStep(context: StepContext, finish: (result: StepResult) => void): Promise<StepResult> {
  const { db, now, city, week } = context;
  let result: StepResult = { status: 'skipped', summary: { reason: 'there was no matching this week' } };
  db.transaction(() => {
    if (finished(context, 'match')) result = { status: 'done', summary: groupsService(db, now).closeInvites(city.id, week) };
    finish(result);
  }).immediate();
  return result;
}
