import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../../../../server/db/migrate';
import { authRepo } from '../../../../server/features/auth/repo';
import { discoverRepo } from '../../../../server/features/discover/repo';
import { profilesRepo } from '../../../../server/features/profiles/repo';
import { createMember } from '../../../helpers/members';
import { emptyDatabases, enginesUnderTest } from '../../../helpers/test-database';

// The release reads who was shown to whom from every batch of the city's members, a page at a time (repo.ts).

const databases = emptyDatabases();
afterEach(async () => databases.closeAll());

describe.each(enginesUnderTest())('batchListsOfCity on %s', (engine) => {
  it('gives every batch of the city’s members once, across pages, and none of another city’s members', async () => {
    const db = await databases.open(engine);
    await migrate(db);
    const [ana, ben, cy] = [
      await createMember(db, { firstName: 'Ana', email: 'ana@example.com' }),
      await createMember(db, { firstName: 'Ben', email: 'ben@example.com' }),
      await createMember(db, { firstName: 'Cy', email: 'cy@example.com' }),
    ];
    await profilesRepo(db).setSignUpFields(cy.email, { location: 'CA:BC:Vancouver' }, '2026-11-19T00:00:00.000Z');
    const repo = discoverRepo(db);
    // More batches than a page holds (2,000): Ana's over 1,500 weeks, Ben's over 600, Cy's (another city) over 10.
    const weeks = (count: number) => Array.from({ length: count }, (_, i) => `w${String(i).padStart(4, '0')}`);
    await db.transaction(async () => {
      for (const [viewer, shown, count] of [
        [ana, ben, 1500],
        [ben, ana, 600],
        [cy, ana, 10],
      ] as const) {
        for (const week of weeks(count)) {
          await repo.insertBatchesUnlessThere(
            week,
            'toronto',
            [{ viewerId: viewer.email, memberIds: [shown.email, `${week}@example.com`] }],
            '2026-11-19',
          );
        }
      }
    });

    const read: string[] = [];
    for await (const { viewerId, memberIdsJson } of repo.batchListsOfCity('CA:ON:Toronto'))
      read.push(`${viewerId} ${(JSON.parse(memberIdsJson) as string[]).join(' ')}`);

    const expected = [
      ...weeks(1500).map((week) => `${ana.email} ${ben.email} ${week}@example.com`),
      ...weeks(600).map((week) => `${ben.email} ${ana.email} ${week}@example.com`),
    ];
    expect(read).toHaveLength(2100);
    expect(read).toEqual(expected);
  });
});

describe.each(enginesUnderTest())('insertBatchesUnlessThere on %s', (engine) => {
  it('writes a chunk of batches in one go, passes over a viewer who already has the week’s, and says whose it wrote', async () => {
    const db = await databases.open(engine);
    await migrate(db);
    const ids = ['ana@example.com', 'ben@example.com', 'cy@example.com'];
    for (const id of ids) await authRepo(db).ensureUser(id, '2026-11-19');
    const repo = discoverRepo(db);
    // Ben's batch for the week is there already (another process wrote it): it stays as it was.
    await repo.insertBatchesUnlessThere(
      '2026-11-19',
      'toronto',
      [{ viewerId: 'ben@example.com', memberIds: ['x@example.com'] }],
      '2026-11-19T17:00:00.000Z',
    );

    const written = await repo.insertBatchesUnlessThere(
      '2026-11-19',
      'toronto',
      ids.map((viewerId) => ({ viewerId, memberIds: ids.filter((id) => id !== viewerId) })),
      '2026-11-19T17:00:01.000Z',
    );

    expect([...written].sort()).toEqual(['ana@example.com', 'cy@example.com']);
    const rows = (await repo.everyBatch()).map(({ viewerId, memberIds, createdAt }) => ({ viewerId, memberIds, createdAt }));
    expect(rows).toEqual([
      { viewerId: 'ana@example.com', memberIds: ['ben@example.com', 'cy@example.com'], createdAt: '2026-11-19T17:00:01.000Z' },
      { viewerId: 'ben@example.com', memberIds: ['x@example.com'], createdAt: '2026-11-19T17:00:00.000Z' },
      { viewerId: 'cy@example.com', memberIds: ['ana@example.com', 'ben@example.com'], createdAt: '2026-11-19T17:00:01.000Z' },
    ]);
    expect(await repo.insertBatchesUnlessThere('2026-11-19', 'toronto', [], '2026-11-19T17:00:02.000Z')).toEqual(new Set());
  });
});
