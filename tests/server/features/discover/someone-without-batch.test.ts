import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../../../../server/db/migrate';
import { discoverRepo } from '../../../../server/features/discover/repo';
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
    await db.transaction(async () => {
      for (const [i, id] of ids.entries()) {
        await db.run('INSERT INTO users (id, email, created_at) VALUES (?, ?, ?)', [id, id, '2026-11-01T00:00:00Z']);
        // The last in key order lives in Vancouver; everyone else in Toronto.
        const location = i === ids.length - 1 ? 'CA:BC:Vancouver' : 'CA:ON:Toronto';
        await db.run('INSERT INTO profiles (user_id, first_name, location, created_at) VALUES (?, ?, ?, ?)', [
          id,
          'M',
          location,
          '2026-11-01T00:00:00Z',
        ]);
        // Every Toronto member but the one at 2,050 (the second page) has the week's batch.
        if (location === 'CA:ON:Toronto' && i !== 2050) {
          await db.run("INSERT INTO batches (viewer_id, week, city, created_at, member_ids) VALUES (?, ?, 'toronto', ?, '[]')", [
            id,
            WEEK,
            '2026-11-19T17:00:00Z',
          ]);
        }
      }
    });
    const repo = discoverRepo(db);
    expect(await repo.someoneWithoutBatch('CA:ON:Toronto', WEEK)).toBe(true);
    await db.run("INSERT INTO batches (viewer_id, week, city, created_at, member_ids) VALUES (?, ?, 'toronto', ?, '[]')", [
      ids[2050]!,
      WEEK,
      '2026-11-19T17:00:00Z',
    ]);
    expect(await repo.someoneWithoutBatch('CA:ON:Toronto', WEEK)).toBe(false);
    expect(await repo.someoneWithoutBatch('CA:BC:Vancouver', WEEK)).toBe(true);
    expect(await repo.someoneWithoutBatch('CA:ON:Toronto', '2026-11-26')).toBe(true);
  });
});
