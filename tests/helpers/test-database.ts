import crypto from 'node:crypto';
import pg from 'pg';
import type { Database, Engine } from '../../server/db/database';
import { PostgresDatabase } from '../../server/db/postgres-database';
import { SqliteDatabase } from '../../server/db/sqlite-database';

/**
 * Where a test's database lives. By default a SQLite file in the test's own folder; when TEST_DATABASE_URL names a
 * PostgreSQL database (the CI pass on PostgreSQL, scripts/with-postgres.sh), a schema of its own in that database,
 * dropped afterwards, so tests running side by side never see each other's rows. These start empty; a test app's
 * migrated database is a copy of the run's template instead (template-databases.ts).
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
  const { url, drop } = await freshSchema(base, 't');
  return { url, drop };
}

/**
 * A schema of its own in the PostgreSQL database at `base` (named `prefix_` and a random part), with the address
 * that puts a connection in it; drop() removes it with everything in it. Tests and benchmarks (bench/) use it.
 */
export async function freshSchema(base: string, prefix: string): Promise<{ schema: string; url: string; drop(): Promise<void> }> {
  const schema = `${prefix.replace(/[^a-z0-9]/g, '_')}_${crypto.randomUUID().replace(/-/g, '')}`;
  await adminQuery(base, `CREATE SCHEMA ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { schema, url: url.toString(), drop: () => adminQuery(base, `DROP SCHEMA ${schema} CASCADE`) };
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

/** The engines a test of the data layer runs on: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export const enginesUnderTest = (): readonly Engine[] => (onPostgres() ? ['sqlite', 'postgres'] : ['sqlite']);

/**
 * Empty databases for tests of the data layer itself (migrations, adapters): SQLite in memory, or a fresh
 * PostgreSQL schema. Everything opened or kept here is closed, and its schema dropped, by closeAll().
 */
export function emptyDatabases() {
  let opened: Database[] = [];
  let schemas: TestDatabase[] = [];
  return {
    async open(engine: Engine): Promise<Database> {
      if (engine === 'sqlite') return this.keep(new SqliteDatabase(':memory:'));
      const schema = this.keepSchema(await freshTestDatabase());
      return this.keep(new PostgresDatabase(schema.url!, { max: 2 }));
    },
    keep<T extends Database>(db: T): T {
      opened.push(db);
      return db;
    },
    keepSchema(schema: TestDatabase): TestDatabase {
      schemas.push(schema);
      return schema;
    },
    async closeAll(): Promise<void> {
      for (const db of opened) await db.close();
      for (const schema of schemas) await schema.drop();
      opened = [];
      schemas = [];
    },
  };
}
