import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../../server/db/database';
import { migrate } from '../../../../server/db/migrate';
import { batchService } from '../../../../server/features/discover/batch-service';
import { discoverRepo } from '../../../../server/features/discover/repo';
import { reposOf } from '../../../../server/repos';
import { CITIES } from '../../../../shared/weekly-cycle';
import { storedBatches } from '../../../helpers/batch-entries';
import { seedCity } from '../../../helpers/seed-city';
import { emptyDatabases, enginesUnderTest } from '../../../helpers/test-database';

const databases = emptyDatabases();
afterEach(() => databases.closeAll());

const TORONTO = CITIES.find((city) => city.location === 'CA:ON:Toronto')!;
const WEEK = '2026-11-19';

/** The week's batches as stored, in viewer order. */
const batchesOfWeek = async (db: Database) =>
  (await storedBatches(db)).filter((batch) => batch.week === WEEK).map(({ viewerId, memberIds }) => ({ viewerId, memberIds }));

describe.each(enginesUnderTest())('the release on %s', (engine) => {
  it('makes the same batches however many viewers are ranked and written together', async () => {
    const db = await databases.open(engine);
    await migrate(db);
    await seedCity(db, { members: 130, seed: 3 });
    const release = (week: string, chunkSize?: number) =>
      batchService({ db, repos: reposOf(db), now: () => new Date(`${week}T17:00:00.000Z`), chunkSize }).releaseCity(TORONTO, week);
    // A week of history: who saw whom then raises their chance now, and nobody is shown twice.
    await release('2026-11-12');
    expect(await release(WEEK)).toEqual({ members: 130, batches: 130 });
    const byDefault = await batchesOfWeek(db);
    // Each batch is ranked knowing every batch ranked before it this week, in its chunk or an earlier one.
    for (const chunkSize of [1, 7, 130]) {
      await discoverRepo(db).forgetWeek(WEEK);
      expect(await release(WEEK, chunkSize)).toEqual({ members: 130, batches: 130 });
      expect(await batchesOfWeek(db)).toEqual(byDefault);
    }
  });

  it('passes over a viewer whose batch another process wrote meanwhile, and counts only the batches it wrote', async () => {
    const db = await databases.open(engine);
    await migrate(db);
    const ids = await seedCity(db, { members: 40, seed: 5 });
    const late = ids[13]!;
    const theirs = [ids[1]!, ids[2]!];
    // The same database, but just before the chunk holding `late` is written, another process writes their batch.
    let wroteTheirs = false;
    const repos = reposOf(db);
    const { insertBatchesUnlessThere } = repos.discover;
    const meanwhile = {
      ...repos,
      discover: {
        ...repos.discover,
        async insertBatchesUnlessThere(...args: Parameters<typeof insertBatchesUnlessThere>) {
          if (!wroteTheirs && args[2].some((batch) => batch.viewerId === late)) {
            wroteTheirs = true;
            await insertBatchesUnlessThere(WEEK, 'toronto', [{ viewerId: late, memberIds: theirs }], '2026-11-19T17:00:00.500Z');
          }
          return insertBatchesUnlessThere(...args);
        },
      },
    };
    const batches = batchService({
      db,
      repos: meanwhile,
      now: () => new Date('2026-11-19T17:00:01.000Z'),
      chunkSize: 4,
    });
    expect(await batches.releaseCity(TORONTO, WEEK)).toEqual({ members: 40, batches: 39 });
    expect(wroteTheirs).toBe(true);
    const rows = await batchesOfWeek(db);
    expect(rows.map((row) => row.viewerId)).toEqual([...ids].sort());
    expect(rows.find((row) => row.viewerId === late)!.memberIds).toEqual(theirs);
  });
});
