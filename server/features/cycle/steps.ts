import type { Database } from '../../db/database';
import type { MatchInstance, MatchResult } from '../../../shared/matching';
import { weekTimes, type City } from '../../../shared/weekly-cycle';
import type { Repos } from '../../plugins/repos';
import type { BatchJobs } from '../discover/batch-jobs';
import type { GroupsService } from '../groups/service';
import { groupRuleViolations } from '../matching/check-groups';
import type { MatchOptions } from '../matching/engine';
import type { CycleJob, JobRepo } from '../week/job-repo';
import { matchSecondsFor } from './match-budget';
import { buildMatchInstance } from './match-instance';

export interface StepContext {
  db: Database;
  repos: Repos;
  jobs: JobRepo;
  /** The services the steps drive, built once with the runner. */
  batches: BatchJobs;
  groups: GroupsService;
  now: () => Date;
  city: City;
  week: string;
  /** Run by hand: the step runs even when the clock says it is too late for it. */
  byHand: boolean;
  /** Extends the claim's lease while a long step works (never rejects: a failure is logged). */
  keepAlive: () => Promise<void>;
  /** Runs the matching engine (in a worker thread in the server, in-process in the CLI) with the city's budget. */
  match: (instance: MatchInstance, options: MatchOptions) => Promise<MatchResult>;
  /** A budget for every city (config MATCH_SECONDS) instead of the city's own; null: the city's. */
  matchSeconds: number | null;
}

export type StepResult = { status: 'done' | 'skipped'; summary: Record<string, unknown> };

/**
 * How often the match step renews its job's lease while the engine runs. A city's budget may be up to an hour
 * (matching/budget.ts MAX_SECONDS), and a budget above the default now runs to its end when each cooling finds more
 * (matching/search-settings.ts coolingAt), while the lease lasts 10 minutes: unrenewed, a second server on the same database would take
 * the job over and start the matching again.
 */
export const MATCH_KEEP_ALIVE_MS = 60 * 1000;

/** Runs `work` while renewing the job's lease every MATCH_KEEP_ALIVE_MS (keepAlive never rejects). */
async function keptAlive<T>(context: StepContext, work: () => Promise<T>): Promise<T> {
  const renew = setInterval(() => void context.keepAlive(), MATCH_KEEP_ALIVE_MS);
  try {
    return await work();
  } finally {
    clearInterval(renew);
  }
}

const finished = async (context: StepContext, step: CycleJob['step']) => {
  const status = (await context.jobs.find(context.city.id, context.week, step))?.status;
  return status === 'done';
};

/**
 * The step's effects and the mark that its job is finished commit together (`finish` throws when another process
 * took the job over, rolling the effects back). On PostgreSQL the transaction may run again, so nothing in it
 * reaches outside the database: notice mail is sent after the commit (cycle-runner.ts).
 */
type Finish = (result: StepResult) => Promise<void>;

/**
 * Thursday 12:00: every member of the city gets this week's batch (resumable; see batchService.releaseCity), made in
 * a worker thread in the server (discover/batch-jobs.ts) while this claim's lease is kept alive.
 */
export async function releaseStep(context: StepContext, finish: Finish): Promise<StepResult> {
  const { db, now, city, week } = context;
  if (!context.byHand && now() >= weekTimes(week, city.timeZone).pickCloseAt) {
    const result: StepResult = { status: 'skipped', summary: { reason: 'the pick window had already closed' } };
    await db.transaction(() => finish(result));
    return result;
  }
  const summary = await context.batches.releaseCity(city, week, context.keepAlive);
  const result: StepResult = { status: 'done', summary };
  await db.transaction(() => finish(result));
  return result;
}

/**
 * Monday 09:00: picks close and the engine forms the groups. The groups, invites, outcomes and notices commit in
 * the same transaction that marks the job done, so a crash at any point leaves either all of it or none.
 */
export async function matchStep(context: StepContext, finish: Finish): Promise<StepResult> {
  const { db, repos, groups, city, week } = context;
  if (!(await finished(context, 'release'))) {
    const result: StepResult = { status: 'skipped', summary: { reason: 'the week was never released' } };
    await db.transaction(() => finish(result));
    return result;
  }
  const priorities = await groups.priorities(city.id, week);
  const meetAgain = await repos.meetAgain.cityAnswers(city.location);
  const instance = await buildMatchInstance(city, repos.discover, repos.picks, priorities, await groups.pausedMembers(), meetAgain);
  const seconds = context.matchSeconds ?? matchSecondsFor(city, instance.members.length);
  const output = await keptAlive(context, () => context.match(instance, { seconds }));
  const violations = groupRuleViolations(instance, output);
  if (violations.length) throw new Error(`the matching engine broke its rules: ${violations.slice(0, 5).join('; ')}`);
  const canHost = new Map(instance.members.map((member) => [member.id, member.canHost]));
  const result: StepResult = {
    status: 'done',
    summary: { members: instance.members.length, groups: output.groups.length, unplaced: output.unplaced.length, seconds },
  };
  await db.transaction(async () => {
    await groups.createFromMatch(city.id, week, output, canHost, priorities);
    await finish(result);
  });
  return result;
}

/** The invite deadline (48 h after matching): confirm or dissolve each group, and tell everyone. */
export async function deadlineStep(context: StepContext, finish: Finish): Promise<StepResult> {
  const { db, groups, city, week } = context;
  // Decided inside the transaction (which may run again on PostgreSQL), so it is set afresh on every run of it.
  return db.transaction(async () => {
    const result: StepResult = (await finished(context, 'match'))
      ? { status: 'done', summary: await groups.closeInvites(city.id, week) }
      : { status: 'skipped', summary: { reason: 'there was no matching this week' } };
    await finish(result);
    return result;
  });
}
