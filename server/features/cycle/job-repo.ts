import os from 'node:os';
import type { Database } from 'better-sqlite3';

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

/** All SQL for cycle_jobs. */
export function jobRepo(db: Database) {
  const insert = db.prepare(
    'INSERT INTO cycle_jobs (city, week, step, due_at) VALUES (?, ?, ?, ?) ON CONFLICT (city, week, step) DO NOTHING',
  );
  const find = db.prepare(`${SELECT} WHERE city = ? AND week = ? AND step = ?`);
  const listWeek = db.prepare(`${SELECT} WHERE city = ? AND week = ?`);
  const due = db.prepare(`${SELECT} WHERE status IN ('pending', 'running') AND due_at <= ? ORDER BY due_at, week`);
  const nextDue = db.prepare(`SELECT MIN(due_at) AS "dueAt" FROM cycle_jobs WHERE status IN ('pending', 'running')`);
  const claim = db.prepare(
    `UPDATE cycle_jobs SET status = 'running', claimed_by = ?, lease_until = ?, attempts = attempts + 1, started_at = ?
     WHERE city = ? AND week = ? AND step = ?`,
  );
  const finish = db.prepare(
    `UPDATE cycle_jobs SET status = ?, finished_at = ?, summary = ?, lease_until = NULL
     WHERE city = ? AND week = ? AND step = ? AND status = 'running' AND claimed_by = ?`,
  );
  const giveBack = db.prepare(
    `UPDATE cycle_jobs SET status = 'pending', claimed_by = NULL, lease_until = NULL
     WHERE city = ? AND week = ? AND step = ? AND status = 'running' AND claimed_by = ?`,
  );
  const extend = db.prepare(
    "UPDATE cycle_jobs SET lease_until = ? WHERE city = ? AND week = ? AND step = ? AND status = 'running' AND claimed_by = ?",
  );

  return {
    ensure(city: string, week: string, step: CycleStep, dueAt: Date): void {
      insert.run(city, week, step, dueAt.toISOString());
    },
    find(city: string, week: string, step: CycleStep): CycleJob | undefined {
      return find.get(city, week, step) as CycleJob | undefined;
    },
    weekJobs(city: string, week: string): CycleJob[] {
      return listWeek.all(city, week) as CycleJob[];
    },
    due(now: Date): CycleJob[] {
      return due.all(now.toISOString()) as CycleJob[];
    },
    nextDueAt(): string | null {
      return (nextDue.get() as { dueAt: string | null }).dueAt;
    },
    /**
     * Takes the job for this process, or answers why not: it is finished, or another live process runs it.
     * Runs in its own write transaction, so two processes can never both take it.
     */
    claim(job: Pick<CycleJob, 'city' | 'week' | 'step'>, now: Date, leaseMs: number): 'claimed' | 'finished' | 'busy' {
      return db
        .transaction(() => {
          const current = find.get(job.city, job.week, job.step) as CycleJob | undefined;
          if (!current) throw new Error(`no ${job.step} job for ${job.city} ${job.week}`);
          if (current.status === 'done' || current.status === 'skipped') return 'finished';
          const leaseLive = current.leaseUntil !== null && Date.parse(current.leaseUntil) > now.getTime();
          if (current.status === 'running' && leaseLive && !ownerIsGone(current.claimedBy)) return 'busy';
          claim.run(THIS_PROCESS, new Date(now.getTime() + leaseMs).toISOString(), now.toISOString(), job.city, job.week, job.step);
          return 'claimed';
        })
        .immediate();
    },
    /** Marks the claimed job finished; call inside the transaction that commits the step's effects. */
    finish(job: Pick<CycleJob, 'city' | 'week' | 'step'>, status: 'done' | 'skipped', now: Date, summary: unknown): void {
      const changed = finish.run(status, now.toISOString(), JSON.stringify(summary), job.city, job.week, job.step, THIS_PROCESS).changes;
      // Another process took the job over (this one outlived its lease): its run wins, this one's effects roll back.
      if (changed !== 1) throw new LostClaimError(`${job.step} ${job.city} ${job.week} was taken over by another process`);
    },
    /** A step that failed hands its job back, so the next tick tries again. */
    giveBack(job: Pick<CycleJob, 'city' | 'week' | 'step'>): void {
      giveBack.run(job.city, job.week, job.step, THIS_PROCESS);
    },
    extendLease(job: Pick<CycleJob, 'city' | 'week' | 'step'>, until: Date): void {
      extend.run(until.toISOString(), job.city, job.week, job.step, THIS_PROCESS);
    },
  };
}

export class LostClaimError extends Error {}

export type JobRepo = ReturnType<typeof jobRepo>;
