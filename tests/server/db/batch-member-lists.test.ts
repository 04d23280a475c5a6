import { afterEach, describe, expect, it } from 'vitest';
import type { Database, Engine } from '../../../server/db/database';
import { migrate, migrationsOf } from '../../../server/db/migrate';
import { batchEntries } from '../../helpers/batch-entries';
import { createMember } from '../../helpers/members';
import { emptyDatabases, enginesUnderTest } from '../../helpers/test-database';

// Migration 0034 (PostgreSQL 0027): each batch's members move from batch_entries' rows into a list in the batch's
// own row, in the batch's order, and batch_entries goes.

const databases = emptyDatabases();
afterEach(async () => databases.closeAll());

/** The migration that makes the lists: the first whose SQL adds member_ids. */
const listsMigration = (engine: Engine) => {
  const migrations = migrationsOf(engine);
  const found = migrations.find((m) => m.sql.includes('ADD COLUMN member_ids'));
  if (!found) throw new Error('no migration adds batches.member_ids');
  return { before: migrations.filter((m) => m.version < found.version), all: migrations };
};

async function insertOldBatch(db: Database, viewerId: string, week: string, memberIds: string[]) {
  await db.run("INSERT INTO batches (viewer_id, week, city, created_at) VALUES (?, ?, 'toronto', '2026-11-12T17:00:00Z')", [
    viewerId,
    week,
  ]);
  // Positions written out of order: the list follows position, not the rows' order.
  for (const [position, memberId] of [...memberIds.entries()].reverse()) {
    await db.run("INSERT INTO batch_entries (viewer_id, member_id, city, week, position) VALUES (?, ?, 'toronto', ?, ?)", [
      viewerId,
      memberId,
      week,
      position,
    ]);
  }
}

describe.each(enginesUnderTest())('batch member lists on %s', (engine) => {
  it('carry every batch over in its order, an empty batch as an empty list, and batch_entries goes', async () => {
    const db = await databases.open(engine);
    const { before, all } = listsMigration(engine);
    await migrate(db, before);
    const [ana, ben, cy, dee] = [
      await createMember(db, { firstName: 'Ana', email: 'ana@example.com' }),
      await createMember(db, { firstName: 'Ben', email: 'ben@example.com' }),
      await createMember(db, { firstName: 'Cy', email: 'cy@example.com' }),
      await createMember(db, { firstName: 'Dee', email: 'dee@example.com' }),
    ];
    await insertOldBatch(db, ana.email, '2026-11-12', [cy.email, ben.email, dee.email]);
    await insertOldBatch(db, ana.email, '2026-11-19', []);
    await insertOldBatch(db, ben.email, '2026-11-19', [dee.email, ana.email]);

    await migrate(db, all);

    expect(await batchEntries(db)).toEqual([
      { viewer_id: ana.email, member_id: cy.email, week: '2026-11-12', position: 0 },
      { viewer_id: ana.email, member_id: ben.email, week: '2026-11-12', position: 1 },
      { viewer_id: ana.email, member_id: dee.email, week: '2026-11-12', position: 2 },
      { viewer_id: ben.email, member_id: dee.email, week: '2026-11-19', position: 0 },
      { viewer_id: ben.email, member_id: ana.email, week: '2026-11-19', position: 1 },
    ]);
    expect(
      await db.get('SELECT member_ids AS "memberIds" FROM batches WHERE viewer_id = ? AND week = ?', [ana.email, '2026-11-19']),
    ).toEqual({
      memberIds: '[]',
    });
    await expect(db.get('SELECT 1 FROM batch_entries')).rejects.toThrow();
  });
});
