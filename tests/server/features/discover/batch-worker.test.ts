import { afterEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { BATCH_WORKER_NICENESS, batchesInWorker } from '../../../../server/features/discover/batch-jobs';
import type { BatchAnswer } from '../../../../shared/discover';
import { CITIES } from '../../../../shared/weekly-cycle';
import { createMember, fakeClock, type TestMember } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { batchEntries, storedBatches } from '../../../helpers/batch-entries';

const TOPICS = ['book club', 'hiking', 'pottery', 'chess', 'jazz', 'running'];
const NEIGHBORHOODS = [['anywhere'], ['Annex'], ['Annex', 'Kensington Market']];
/** More members than a batch holds, with different interests and neighbourhoods, so the ranking decides who is in. */
const MEMBERS = 70;

let apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.map((one) => one.close()));
  apps = [];
});

/** The same city in a fresh app: the same people, made at the same instants, in the same order. */
async function city(batchesInWorker: boolean) {
  const clock = fakeClock('2026-11-19T17:00:00Z');
  const t = await buildTestApp({ now: clock.now, batchesInWorker });
  apps.push(t);
  const members: TestMember[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    members.push(
      await createMember(t.app.db, {
        email: `member-${i}@example.com`,
        firstName: `M${i}`,
        interests: TOPICS.filter((_, topic) => (i >> topic) & 1).slice(0, 3),
        neighborhoods: NEIGHBORHOODS[i % 3],
        now: new Date(Date.UTC(2026, 10, 1, 0, 0, i)),
      }),
    );
  }
  return { t, clock, members };
}

const entries = (t: TestApp) => batchEntries(t.app.db);

/** The niceness of each of this process's threads, by thread id (Linux: /proc/self/task/<tid>/stat's 19th field). */
function threadNiceness(): Map<string, number> {
  const niceness = new Map<string, number>();
  for (const tid of fs.readdirSync('/proc/self/task')) {
    try {
      const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      niceness.set(tid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return niceness;
}
/** The threads of this process now running at the batch workers' niceness. */
const nicedThreads = () => [...threadNiceness()].flatMap(([tid, nice]) => (nice === BATCH_WORKER_NICENESS ? [tid] : []));

describe('batches made in a worker thread (as the server makes them)', () => {
  it('the release and a late joiner get exactly the batches this process would make', async () => {
    const inWorker = await city(true);
    const here = await city(false);
    for (const { t } of [inWorker, here]) await t.app.cycle.tick();
    expect(await entries(inWorker.t)).toEqual(await entries(here.t));
    expect(await inWorker.t.app.repos.jobs.find('toronto', '2026-11-19', 'release')).toMatchObject({ status: 'done' });

    const late = [];
    for (const { t, clock } of [inWorker, here]) {
      clock.set('2026-11-20T09:00:00Z');
      const member = await createMember(t.app.db, { email: 'late@example.com', interests: ['jazz'], now: clock.now() });
      await t.app.memberJoined(member.email);
      const answer = await t.app.inject({ url: '/api/profiles/all?location=CA:ON:Toronto', cookies: { sid: member.sessionId } });
      late.push((answer.json() as BatchAnswer).data.map((card) => card.firstName));
    }
    expect(late[0]).toHaveLength(55);
    expect(late[0]).toEqual(late[1]);
    expect(await entries(inWorker.t)).toEqual(await entries(here.t));
  }, 60_000);

  it('members joining at once each get their batch, once', async () => {
    const { t, clock } = await city(true);
    await t.app.cycle.tick();
    clock.set('2026-11-20T09:00:00Z');
    const joined = [];
    for (let i = 0; i < 5; i++) joined.push(await createMember(t.app.db, { email: `joined-${i}@example.com`, now: clock.now() }));
    await Promise.all(joined.map((member) => t.app.memberJoined(member.email)));
    const batches = (await storedBatches(t.app.db)).filter((batch) => batch.viewerId.startsWith('joined-'));
    expect(batches.map((batch) => batch.viewerId).sort()).toEqual(joined.map((member) => member.email).sort());
  }, 60_000);
});

describe("the late joiners' job in a worker thread", () => {
  it('runs no job when nobody of the city lacks the week’s batch (the scheduler asks at every tick)', async () => {
    const asked: string[] = [];
    // A database the worker could never open: were a worker started, the job would fail instead of answering 0.
    const jobs = batchesInWorker({ databaseUrl: null, file: '/nonexistent/folder/app.db' }, () => new Date(), {
      someoneWithoutBatch: async (location, week) => {
        asked.push(`${location} ${week}`);
        return false;
      },
    });
    const toronto = CITIES.find((one) => one.id === 'toronto')!;
    await expect(jobs.lateJoiners(toronto, '2026-11-19')).resolves.toBe(0);
    await expect(jobs.lateJoiners(toronto, '2026-11-19')).resolves.toBe(0);
    expect(asked).toEqual([`${toronto.location} 2026-11-19`, `${toronto.location} 2026-11-19`]);
    // Only the spare was booted, as the jobs were made: asking boots nothing.
    expect(jobs.workersBooted).toBe(1);
    await jobs.close();
    // And with someone waiting, the job runs in the worker (and here fails on the unopenable database).
    const failing = batchesInWorker({ databaseUrl: null, file: '/nonexistent/folder/app.db' }, () => new Date(), {
      someoneWithoutBatch: async () => true,
    });
    await expect(failing.lateJoiners(toronto, '2026-11-19')).rejects.toThrow();
    await failing.close();
  }, 30_000);

  it.runIf(process.platform === 'linux')(
    'runs below the priority of the server’s own thread, which keeps its own',
    async () => {
      expect(BATCH_WORKER_NICENESS).toBeGreaterThan(0);
      const before = new Set(nicedThreads());
      const mainThread = threadNiceness().get(String(process.pid));
      const jobs = batchesInWorker({ databaseUrl: null, file: '/nonexistent/folder/app.db' }, () => new Date(), {
        someoneWithoutBatch: async () => true,
      });
      // The spare, booted as the jobs were made, lowers its thread's priority before anything else (the threads it
      // then starts have it too); the process's other threads, the server's own first, keep theirs.
      const spareThreads = () => nicedThreads().filter((tid) => !before.has(tid));
      await expect.poll(() => spareThreads().length, { timeout: 10_000 }).toBeGreaterThan(0);
      const spare = spareThreads();
      expect(threadNiceness().get(String(process.pid))).toBe(mainThread);
      await jobs.close();
      await expect.poll(() => spare.filter((tid) => threadNiceness().has(tid)), { timeout: 10_000 }).toEqual([]);
    },
    30_000,
  );

  it('each job runs in the spare booted before it, and the next spare is booted as it ends', async () => {
    const jobs = batchesInWorker({ databaseUrl: null, file: '/nonexistent/folder/app.db' }, () => new Date(), {
      someoneWithoutBatch: async () => true,
    });
    const toronto = CITIES.find((one) => one.id === 'toronto')!;
    expect(jobs.workersBooted).toBe(1);
    for (let job = 1; job <= 3; job++) {
      // The job fails on the unopenable database, in the spare: no worker is booted for it.
      await expect(jobs.lateJoiners(toronto, '2026-11-19')).rejects.toThrow();
      expect(jobs.workersBooted).toBe(job + 1);
    }
    // Two jobs at once: one takes the spare, the other boots its own; one spare is left.
    const both = [jobs.releaseCity(toronto, '2026-11-19'), jobs.releaseCity(toronto, '2026-11-19')];
    expect(jobs.workersBooted).toBe(5);
    await Promise.allSettled(both);
    expect(jobs.workersBooted).toBe(6);
    await jobs.close();
    // Closed: a job boots its own worker and leaves no spare.
    await expect(jobs.lateJoiners(toronto, '2026-11-19')).rejects.toThrow();
    expect(jobs.workersBooted).toBe(7);
  }, 60_000);
});
