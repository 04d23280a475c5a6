import type { Database } from './database';

/**
 * Kept: the record of the migrations applied (migrate.ts), so the emptied database is still the migrated schema, and
 * the server's secret key (auth/secret-key.ts), which the running process signs with and a fresh start would keep.
 */
const KEPT = ['schema_migrations', 'secret_keys'];

const TABLES = {
  sqlite: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT IN (?, ?) ORDER BY name",
  postgres: `SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT IN (?, ?) ORDER BY table_name`,
} as const;

/** Triggers write rows as others go (discover's change feed): passes repeat until one deletes nothing, at most this many. */
const MOST_PASSES = 5;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Empties every table the schema lists, the migrations record aside, and starts their id counters again: the
 * database as a fresh start left it (end-to-end tests' reset, features/test-controls). Answers the tables emptied.
 * Each table's own SQL stays in its repo; this only knows that tables exist.
 */
export async function emptyEveryTable(db: Database): Promise<string[]> {
  const tables = (await db.all<{ name: string }>(TABLES[db.engine], KEPT)).map((row) => row.name);
  if (tables.length === 0) return tables;
  if (db.engine === 'postgres') {
    // TRUNCATE fires no row triggers; CASCADE takes the tables' references along, RESTART IDENTITY their sequences.
    await db.exec(`TRUNCATE TABLE ${tables.map(quoted).join(', ')} RESTART IDENTITY CASCADE`);
    return tables;
  }
  await db.transaction(async () => {
    // Foreign keys are checked at the commit, when every table is empty, so the order of the deletes does not matter.
    await db.run('PRAGMA defer_foreign_keys = ON');
    for (let pass = 1; ; pass++) {
      let deleted = 0;
      for (const table of tables) deleted += (await db.run(`DELETE FROM ${quoted(table)}`)).changes;
      if (deleted === 0) break;
      if (pass === MOST_PASSES) throw new Error(`tables still had rows after ${MOST_PASSES} passes: a trigger refills them`);
    }
    const counters = await db.get("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_sequence'");
    if (counters) await db.run('DELETE FROM sqlite_sequence');
  });
  return tables;
}

/** Rows in each table the schema lists, the migrations record included: a reset and a fresh start must agree on them. */
export async function rowsPerTable(db: Database): Promise<Record<string, number>> {
  // No table is named '': every table is listed.
  const tables = (await db.all<{ name: string }>(TABLES[db.engine], ['', ''])).map((row) => row.name);
  const rows: Record<string, number> = {};
  for (const table of tables) rows[table] = (await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM ${quoted(table)}`))!.n;
  return rows;
}
