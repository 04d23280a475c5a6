import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../../../../server/db/migrate';
import { batchService } from '../../../../server/features/discover/batch-service';
import { reposOf } from '../../../../server/plugins/repos';
import { CITIES } from '../../../../shared/weekly-cycle';
import { seedCity } from '../../../helpers/seed-city';
import { emptyDatabases, enginesUnderTest } from '../../../helpers/test-database';

const databases = emptyDatabases();
afterEach(() => databases.closeAll());

const TORONTO = CITIES.find((city) => city.location === 'CA:ON:Toronto')!;
const WEEK = '2026-11-19';

describe.each(enginesUnderTest())('the release on %s', (engine) => {
  it('makes the same batches however many viewers are ranked and written together', async () => {
    const db = await databases.open(engine);
    await migrate(db);
    await seedCity(db, { members: 130, seed: 3 });
    const release = (week: string, chunkSize?: number) =>
      batchService({ db, repos: reposOf(db), now: () => new Date(`${week}T17:00:00.000Z`), chunkSize }).releaseCity(TORONTO, week);
    // A week of history: who saw whom then raises their chance now, and nobody is shown twice.
    await release('2026-11-12');
    const batchesOfWeek = () =>
      db.all<{ viewerId: string; memberIds: string }>(
        'SELECT viewer_id AS "viewerId", member_ids AS "memberIds" FROM batches WHERE week = ? ORDER BY viewer_id',
        [WEEK],
      );
    expect(await release(WEEK)).toEqual({ members: 130, batches: 130 });
    const byDefault = await batchesOfWeek();
    // Each batch is ranked knowing every batch ranked before it this week, in its chunk or an earlier one.
    for (const chunkSize of [1, 7, 130]) {
      await db.run('DELETE FROM batches WHERE week = ?', [WEEK]);
      expect(await release(WEEK, chunkSize)).toEqual({ members: 130, batches: 130 });
      expect(await batchesOfWeek()).toEqual(byDefault);
    }
  });
});
