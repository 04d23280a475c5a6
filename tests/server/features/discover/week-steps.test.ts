import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../../server/db/database';
import { migrate } from '../../../../server/db/migrate';
import { changeFeed } from '../../../../server/features/discover/change-feed';
import { discoverRepo } from '../../../../server/features/discover/repo';
import { weekStepsThroughFeed } from '../../../../server/features/discover/week-steps';
import { jobRepo } from '../../../../server/features/week/job-repo';
import { emptyDatabases, enginesUnderTest } from '../../../helpers/test-database';

// GET /api/profiles/all keeps the steps' statuses it read until the change feed brings a row of the cycle
// (week-steps.ts); every step added, removed or changing status writes one (migrations 0038-0039; PostgreSQL
// 0031-0032), whoever writes it.

const databases = emptyDatabases();
afterEach(async () => databases.closeAll());

const WEEKS = ['2026-11-19', '2026-11-26'] as const;

/** The cache over the real jobs' table and feed, and how many times it went to the table. */
async function weekSteps(db: Database) {
  const jobs = jobRepo(db);
  const feed = changeFeed(discoverRepo(db));
  let reads = 0;
  const counted = {
    statuses: (city: string, weeks: readonly [string, string]) => {
      reads += 1;
      return jobs.statuses(city, weeks);
    },
  };
  const steps = weekStepsThroughFeed(counted, feed);
  return {
    jobs,
    /** What a GET does: read the feed up to now, then the statuses. */
    async read(weeks: readonly [string, string] = WEEKS) {
      await feed.catchUp();
      const rows = await steps.statuses('toronto', weeks);
      return rows.map((row) => `${row.week} ${row.step} ${row.status}`).sort();
    },
    get reads() {
      return reads;
    },
  };
}

describe.each(enginesUnderTest())('the week steps GET reads, on %s', (engine) => {
  async function migrated(): Promise<Database> {
    const db = await databases.open(engine);
    await migrate(db);
    return db;
  }

  it('are read once while nothing changes, and again once another connection changes a step’s status', async () => {
    const db = await migrated();
    const steps = await weekSteps(db);
    await steps.jobs.ensure('toronto', WEEKS[0], 'release', new Date('2026-11-19T17:00:00Z'));
    expect(await steps.read()).toEqual(['2026-11-19 release pending']);
    expect(await steps.read()).toEqual(['2026-11-19 release pending']);
    expect(steps.reads).toBe(1);

    // Run by another repo on the table, as another process (or `npm run cycle`) would: only the trigger tells.
    const other = jobRepo(db);
    const release = { city: 'toronto', week: WEEKS[0], step: 'release' } as const;
    const at = new Date('2026-11-19T17:00:00Z');
    expect(await other.claim(release, at, 60_000)).toBe('claimed');
    await other.finish(release, 'done', at, {});
    expect(await steps.read()).toEqual(['2026-11-19 release done']);
    expect(steps.reads).toBe(2);
  });

  it('see a step added or removed', async () => {
    const db = await migrated();
    const steps = await weekSteps(db);
    expect(await steps.read()).toEqual([]);
    await jobRepo(db).ensure('toronto', WEEKS[1], 'release', new Date('2026-11-26T17:00:00Z'));
    expect(await steps.read()).toEqual(['2026-11-26 release pending']);
    // Removed by hand (an operator's SQL): no code removes a step, yet the trigger must tell.
    await db.run('DELETE FROM cycle_jobs WHERE week = ?', [WEEKS[1]]);
    expect(await steps.read()).toEqual([]);
    expect(steps.reads).toBe(3);
  });

  it('stay kept when only a lease is extended, a claim is taken over or a step is ensured again', async () => {
    const db = await migrated();
    const steps = await weekSteps(db);
    await steps.jobs.ensure('toronto', WEEKS[0], 'match', new Date('2026-11-24T05:00:00Z'));
    const match = { city: 'toronto', week: WEEKS[0], step: 'match' } as const;
    expect(await steps.jobs.claim(match, new Date('2026-11-24T05:00:00Z'), 60_000)).toBe('claimed');
    expect(await steps.read()).toEqual(['2026-11-19 match running']);
    await steps.jobs.extendLease(match, new Date('2026-11-24T05:02:00Z'));
    // The lease ran out: the claim is taken over, and the step stays running.
    expect(await steps.jobs.claim(match, new Date('2026-11-24T05:03:00Z'), 60_000)).toBe('claimed');
    expect(await steps.jobs.find('toronto', WEEKS[0], 'match')).toMatchObject({ status: 'running', attempts: 2 });
    await steps.jobs.ensure('toronto', WEEKS[0], 'match', new Date('2026-11-24T05:00:00Z'));
    expect(await steps.read()).toEqual(['2026-11-19 match running']);
    expect(steps.reads).toBe(1);
  });

  it('are read for the weeks asked: a new week by the clock reads its own', async () => {
    const db = await migrated();
    const steps = await weekSteps(db);
    await steps.jobs.ensure('toronto', '2026-12-03', 'release', new Date('2026-12-03T17:00:00Z'));
    expect(await steps.read()).toEqual([]);
    expect(await steps.read(['2026-11-26', '2026-12-03'])).toEqual(['2026-12-03 release pending']);
    expect(steps.reads).toBe(2);
  });
});
