import crypto from 'node:crypto';
import pg from 'pg';

/**
 * Where a test's database lives. By default a SQLite file in the test's own folder; when TEST_DATABASE_URL names a
 * PostgreSQL database (the CI pass on PostgreSQL, scripts/with-postgres.sh), a schema of its own in that database,
 * dropped afterwards, so tests running side by side never see each other's rows.
 */
export interface TestDatabase {
  /** DATABASE_URL for the app, or null on SQLite. */
  url: string | null;
  drop(): Promise<void>;
}

export const onPostgres = (): boolean => Boolean(process.env.TEST_DATABASE_URL);

export async function freshTestDatabase(): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { url: null, drop: async () => {} };
  const schema = `t_${crypto.randomUUID().replace(/-/g, '')}`;
  await adminQuery(base, `CREATE SCHEMA ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: () => adminQuery(base, `DROP SCHEMA ${schema} CASCADE`),
  };
}

async function adminQuery(connectionString: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
