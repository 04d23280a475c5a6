import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../../../../server/db/migrate';
import { authRepo } from '../../../../server/features/auth/repo';
import { discoverRepo } from '../../../../server/features/discover/repo';
import { profilesRepo } from '../../../../server/features/profiles/repo';
import { emptyDatabases, enginesUnderTest } from '../../../helpers/test-database';

// The scheduler asks at every tick whether anyone of the city lacks the week's batch (batch-jobs.ts), a page of
// 2,000 profiles at a time (repo.ts), so a city of 100,000 never holds the server's thread for the whole answer.

const databases = emptyDatabases();
afterEach(async () => databases.closeAll());
const WEEK = '2026-11-19';

describe.each(enginesUnderTest())('someoneWithoutBatch on %s', (engine) => {
  it('finds the one member without a batch on a later page, and nobody once they have it, whatever other cities lack', async () => {
    const db = await databases.open(engine);
    await migrate(db);
    const ids = Array.from({ length: 2101 }, (_, i) => `m${String(i).padStart(5, '0')}@example.com`);
    const repo = discoverRepo(db);
    const emptyBatchesOf = (viewerIds: string[]) =>
      repo.insertBatchesUnlessThere(
        WEEK,
        'toronto',
        viewerIds.map((viewerId) => ({ viewerId, memberIds: [] })),
        '2026-11-19T17:00:00Z',
      );
    await db.transaction(async () => {
      const withBatch: string[] = [];
      for (const [i, id] of ids.entries()) {
        await authRepo(db).ensureUser(id, '2026-11-01T00:00:00Z');
        // The last in key order lives in Vancouver; everyone else in Toronto.
        const location = i === ids.length - 1 ? 'CA:BC:Vancouver' : 'CA:ON:Toronto';
        await profilesRepo(db).createBare(id, 'M', location, '2026-11-01T00:00:00Z');
        // Every Toronto member but the one at 2,050 (the second page) has the week's batch.
        if (location === 'CA:ON:Toronto' && i !== 2050) withBatch.push(id);
      }
      for (let start = 0; start < withBatch.length; start += 500) await emptyBatchesOf(withBatch.slice(start, start + 500));
    });
    expect(await repo.someoneWithoutBatch('CA:ON:Toronto', WEEK)).toBe(true);
    await emptyBatchesOf([ids[2050]!]);
    expect(await repo.someoneWithoutBatch('CA:ON:Toronto', WEEK)).toBe(false);
    expect(await repo.someoneWithoutBatch('CA:BC:Vancouver', WEEK)).toBe(true);
    expect(await repo.someoneWithoutBatch('CA:ON:Toronto', '2026-11-26')).toBe(true);
  });
});
