import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../../server/db/database';
import { migrate } from '../../../../server/db/migrate';
import { authRepo } from '../../../../server/features/auth/repo';
import { discoverRepo } from '../../../../server/features/discover/repo';
import { emptyDatabases, enginesUnderTest } from '../../../helpers/test-database';

// A pick is allowed only for someone shown in one of the viewer's batches (repo.wasShown): the engine finds the lists
// holding the id's text, and each is then read to be sure, so an id inside another id is not taken for it.

const databases = emptyDatabases();
afterEach(async () => databases.closeAll());

const AT = '2026-11-19T17:00:00.000Z';

describe.each(enginesUnderTest())('whether someone was shown to a viewer, on %s', (engine) => {
  async function withBatches(): Promise<Database> {
    const db = await databases.open(engine);
    await migrate(db);
    for (const id of ['v@example.com', 'w@example.com']) await authRepo(db).ensureUser(id, AT);
    const repo = discoverRepo(db);
    await repo.insertBatchesUnlessThere(
      '2026-11-12',
      'toronto',
      [{ viewerId: 'v@example.com', memberIds: ['xa@example.com', 'q"uote\\d@example.com'] }],
      AT,
    );
    await repo.insertBatchesUnlessThere(
      '2026-11-19',
      'toronto',
      [
        { viewerId: 'v@example.com', memberIds: ['c@example.com'] },
        { viewerId: 'w@example.com', memberIds: ['z@example.com'] },
      ],
      AT,
    );
    return db;
  }

  it('is true for a member of any of the viewer’s batches, whichever week', async () => {
    const repo = discoverRepo(await withBatches());
    expect(await repo.wasShown('v@example.com', 'xa@example.com')).toBe(true);
    expect(await repo.wasShown('v@example.com', 'c@example.com')).toBe(true);
  });

  it('is false for an id that is only part of a shown one, and for someone shown to another viewer', async () => {
    const repo = discoverRepo(await withBatches());
    expect(await repo.wasShown('v@example.com', 'a@example.com')).toBe(false);
    expect(await repo.wasShown('v@example.com', 'example.com')).toBe(false);
    expect(await repo.wasShown('v@example.com', 'z@example.com')).toBe(false);
    expect(await repo.wasShown('nobody@example.com', 'c@example.com')).toBe(false);
  });

  it('reads an id that JSON escapes (a quote, a backslash) from the whole lists', async () => {
    const repo = discoverRepo(await withBatches());
    expect(await repo.wasShown('v@example.com', 'q"uote\\d@example.com')).toBe(true);
    expect(await repo.wasShown('v@example.com', 'q"uote')).toBe(false);
  });
});
