import os from 'node:os';
import type { Database } from '../../db/database';

export type CycleStep = 'release' | 'match' | 'deadline';
export const CYCLE_STEPS: readonly CycleStep[] = ['release', 'match', 'deadline'];
export type JobStatus = 'pending' | 'running' | 'done' | 'skipped';

export interface CycleJob {
  city: string;
  week: string;
  step: CycleStep;
  dueAt: string;
  status: JobStatus;
  claimedBy: string | null;
  leaseUntil: string | null;
  attempts: number;
  summary: string | null;
}

type JobKey = Pick<CycleJob, 'city' | 'week' | 'step'>;

/** Who holds a claim: this machine and process, so a claim left by a process that died can be taken over. */
export const THIS_PROCESS = `${os.hostname()}:${process.pid}`;

/** A claim left by a process on this machine that no longer runs. */
function ownerIsGone(claimedBy: string | null): boolean {
  if (!claimedBy) return true;
  const [host, pid] = claimedBy.split(':');
  if (host !== os.hostname() || !pid) return false;
  if (Number(pid) === process.pid) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

const SELECT = `SELECT city, week, step, due_at AS "dueAt", status, claimed_by AS "claimedBy", lease_until AS "leaseUntil",
  attempts, summary FROM cycle_jobs`;
const INSERT = 'INSERT INTO cycle_jobs (city, week, step, due_at) VALUES (?, ?, ?, ?) ON CONFLICT (city, week, step) DO NOTHING';
const FIND = `${SELECT} WHERE city = ? AND week = ? AND step = ?`;
const LIST_WEEK = `${SELECT} WHERE city = ? AND week = ?`;
const STATUSES = 'SELECT week, step, status FROM cycle_jobs WHERE city = ? AND week IN (?, ?)';
const DUE = `${SELECT} WHERE status IN ('pending', 'running') AND due_at <= ? ORDER BY due_at, week`;
/**
 * When the scheduler should look again: a pending job at its due time, a running one (another process works on it)
 * when its lease runs out, as then it may have to be taken over.
 */
const NEXT_DUE = `SELECT MIN(CASE WHEN status = 'running' AND lease_until IS NOT NULL AND lease_until > due_at THEN lease_until
  ELSE due_at END) AS "dueAt" FROM cycle_jobs WHERE status IN ('pending', 'running')`;
const TAKE = `UPDATE cycle_jobs SET status = 'running', claimed_by = ?, lease_until = ?, attempts = attempts + 1, started_at = ?
  WHERE city = ? AND week = ? AND step = ?`;
/**
 * The claim is one conditional UPDATE, so two processes on one database can never both take a job: the database
 * lets one of them change the row, and the other's condition no longer holds (PostgreSQL re-checks it on the row
 * the first one committed; SQLite has one writer). A pending job, or a running one whose lease ran out.
 */
const CLAIM = `${TAKE} AND (status = 'pending' OR (status = 'running' AND (lease_until IS NULL OR lease_until <= ?)))`;
/** Taking over a claim whose owner is known to be dead: only if that owner still holds it (compare and set). */
const TAKE_OVER = `${TAKE} AND status = 'running' AND COALESCE(claimed_by, '') = ?`;
const FINISH = `UPDATE cycle_jobs SET status = ?, finished_at = ?, summary = ?, lease_until = NULL
  WHERE city = ? AND week = ? AND step = ? AND status = 'running' AND claimed_by = ?`;
const GIVE_BACK = `UPDATE cycle_jobs SET status = 'pending', claimed_by = NULL, lease_until = NULL
  WHERE city = ? AND week = ? AND step = ? AND status = 'running' AND claimed_by = ?`;
const EXTEND = "UPDATE cycle_jobs SET lease_until = ? WHERE city = ? AND week = ? AND step = ? AND status = 'running' AND claimed_by = ?";

/** All SQL for cycle_jobs. */
export function jobRepo(db: Database) {
  const find = (job: JobKey) => db.get<CycleJob>(FIND, [job.city, job.week, job.step]);

  return {
    async ensure(city: string, week: string, step: CycleStep, dueAt: Date): Promise<void> {
      await db.run(INSERT, [city, week, step, dueAt.toISOString()]);
    },
    find(city: string, week: string, step: CycleStep): Promise<CycleJob | undefined> {
      return find({ city, week, step });
    },
    /** The status of each step of two weeks, in one read (every member request asks where the cycle stands). */
    statuses(city: string, weeks: readonly [string, string]): Promise<Pick<CycleJob, 'week' | 'step' | 'status'>[]> {
      return db.all<Pick<CycleJob, 'week' | 'step' | 'status'>>(STATUSES, [city, ...weeks]);
    },
    weekJobs(city: string, week: string): Promise<CycleJob[]> {
      return db.all<CycleJob>(LIST_WEEK, [city, week]);
    },
    due(now: Date): Promise<CycleJob[]> {
      return db.all<CycleJob>(DUE, [now.toISOString()]);
    },
    async nextDueAt(): Promise<string | null> {
      return (await db.get<{ dueAt: string | null }>(NEXT_DUE))?.dueAt ?? null;
    },
    /**
     * Takes the job for this process, or answers why not: it is finished, or another live process runs it. A
     * running job whose lease has not run out is taken over only when its owner is a process of this machine that
     * no longer runs.
     */
    async claim(job: JobKey, now: Date, leaseMs: number): Promise<'claimed' | 'finished' | 'busy'> {
      const lease = new Date(now.getTime() + leaseMs).toISOString();
      const take = [THIS_PROCESS, lease, now.toISOString(), job.city, job.week, job.step];
      // A job handed back between the two statements below is pending again: look once more.
      for (let look = 0; look < 3; look++) {
        if ((await db.run(CLAIM, [...take, now.toISOString()])).changes === 1) return 'claimed';
        const current = await find(job);
        if (!current) throw new Error(`no ${job.step} job for ${job.city} ${job.week}`);
        if (current.status === 'done' || current.status === 'skipped') return 'finished';
        if (current.status !== 'running') continue;
        if (!ownerIsGone(current.claimedBy)) return 'busy';
        if ((await db.run(TAKE_OVER, [...take, current.claimedBy ?? ''])).changes === 1) return 'claimed';
      }
      return 'busy';
    },
    /** Marks the claimed job finished; call inside the transaction that commits the step's effects. */
    async finish(job: JobKey, status: 'done' | 'skipped', now: Date, summary: unknown): Promise<void> {
      const { changes } = await db.run(FINISH, [
        status,
        now.toISOString(),
        JSON.stringify(summary),
        job.city,
        job.week,
        job.step,
        THIS_PROCESS,
      ]);
      // Another process took the job over (this one outlived its lease): its run wins, this one's effects roll back.
      if (changes !== 1) throw new LostClaimError(`${job.step} ${job.city} ${job.week} was taken over by another process`);
    },
    /** A step that failed hands its job back, so the next tick tries again. */
    async giveBack(job: JobKey): Promise<void> {
      await db.run(GIVE_BACK, [job.city, job.week, job.step, THIS_PROCESS]);
    },
    async extendLease(job: JobKey, until: Date): Promise<void> {
      await db.run(EXTEND, [until.toISOString(), job.city, job.week, job.step, THIS_PROCESS]);
    },
    /** Every job of every city and week, by week and step: what the scheduler has done and has still to do. */
    allJobs: (): Promise<CycleJob[]> => db.all<CycleJob>(`${SELECT} ORDER BY week, step, city`),
    /** Where a job stands with when its last run started and finished: how long a step took. */
    runOf(city: string, week: string, step: CycleStep) {
      return db.get<Pick<CycleJob, 'status' | 'attempts' | 'summary'> & { startedAt: string | null; finishedAt: string | null }>(
        `SELECT status, started_at AS "startedAt", finished_at AS "finishedAt", attempts, summary FROM cycle_jobs
          WHERE city = ? AND week = ? AND step = ?`,
        [city, week, step],
      );
    },
  };
}

export class LostClaimError extends Error {}

export type JobRepo = ReturnType<typeof jobRepo>;

declare module '../../plugins/repos' {
  interface Repos {
    /** The cycle's jobs. */
    jobs: ReturnType<typeof jobRepo>;
  }
}
