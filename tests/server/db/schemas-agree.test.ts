import { afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../../../server/db/migrate';
import { PostgresDatabase } from '../../../server/db/postgres-database';
import { SqliteDatabase } from '../../../server/db/sqlite-database';
import { freshTestDatabase, onPostgres, type TestDatabase } from '../../helpers/test-database';

let pgDatabase: TestDatabase | null = null;
afterEach(async () => pgDatabase?.drop());

/** Every table.column of a migrated database, sorted. */
async function sqliteColumns(): Promise<string[]> {
  const db = new SqliteDatabase(':memory:');
  await migrate(db);
  const rows = await db.all<{ name: string }>(
    "SELECT m.name || '.' || c.name AS name FROM sqlite_master m JOIN pragma_table_info(m.name) c WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'",
  );
  await db.close();
  return rows.map((row) => row.name).sort();
}

describe('the two engines agree', () => {
  // Only a run with PostgreSQL (npm run test:postgres, CI) can compare; on SQLite alone there is nothing to compare with.
  it.skipIf(!onPostgres())("PostgreSQL's migrations make the same tables and columns as SQLite's", async () => {
    pgDatabase = await freshTestDatabase();
    const pg = new PostgresDatabase(pgDatabase.url!);
    await migrate(pg);
    const rows = await pg.all<{ name: string }>(
      "SELECT table_name || '.' || column_name AS name FROM information_schema.columns WHERE table_schema = current_schema()",
    );
    await pg.close();
    expect(rows.map((row) => row.name).sort()).toEqual(await sqliteColumns());
  });
});
