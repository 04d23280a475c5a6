/**
 * What one test app's database costs to set up and remove, migrated from empty (as every test app did) and copied
 * from a migrated template (tests/helpers/template-databases.ts): on SQLite always, and on PostgreSQL when
 * TEST_DATABASE_URL is set (`bash scripts/with-postgres.sh npx tsx bench/bench-test-setup.ts`), where both of
 * CREATE DATABASE's copy strategies are measured. The ways take turns, so a busy machine slows each alike.
 * Prints the median and the mean per app in milliseconds. BENCH_APPS sets how many apps per way (default 30);
 * BENCH_WAYS, a regular expression, measures only the ways whose names match.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/open-database';
import { type CloneStrategy, cloneMigratedPostgres, copyMigratedSqlite, type TemplatePlace } from '../tests/helpers/template-databases';
import { freshTestDatabase } from '../tests/helpers/test-database';

const APPS = Number(process.env.BENCH_APPS ?? 30);
const base = process.env.TEST_DATABASE_URL;

const place: TemplatePlace = {
  folder: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-test-setup-')),
  prefix: `template_bench_${crypto.randomUUID().replace(/-/g, '').slice(0, 8)}`,
};

/** One app's database: made, opened and checked by the app's own start (openDatabase migrates), closed, removed. */
type Way = () => Promise<void>;

const sqliteWays: Record<string, Way> = {
  'SQLite, migrated from empty': async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-app-'));
    await (await openDatabase({ file: path.join(dataDir, 'app.db') })).close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  },
  'SQLite, copied from the template': async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-app-'));
    await copyMigratedSqlite(path.join(dataDir, 'app.db'), place);
    await (await openDatabase({ file: path.join(dataDir, 'app.db') })).close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  },
};

const clone =
  (strategy: CloneStrategy): Way =>
  async () => {
    const database = (await cloneMigratedPostgres(base!, place, strategy))!;
    await (await openDatabase({ databaseUrl: database.url, file: 'unused' })).close();
    await database.drop();
  };

const postgresWays: Record<string, Way> = {
  'PostgreSQL, a schema migrated from empty': async () => {
    const schema = await freshTestDatabase();
    await (await openDatabase({ databaseUrl: schema.url, file: 'unused' })).close();
    await schema.drop();
  },
  'PostgreSQL, CREATE DATABASE ... TEMPLATE, STRATEGY FILE_COPY': clone('FILE_COPY'),
  'PostgreSQL, CREATE DATABASE ... TEMPLATE, STRATEGY WAL_LOG': clone('WAL_LOG'),
};

async function measure(all: Record<string, Way>): Promise<void> {
  const only = new RegExp(process.env.BENCH_WAYS ?? '');
  const ways = Object.fromEntries(Object.entries(all).filter(([name]) => only.test(name)));
  const times = new Map<string, number[]>(Object.keys(ways).map((name) => [name, []]));
  // Once each first: the templates are made, the modules and the migration files read.
  for (const way of Object.values(ways)) await way();
  for (let i = 0; i < APPS; i++) {
    for (const [name, way] of Object.entries(ways)) {
      const started = performance.now();
      await way();
      times.get(name)!.push(performance.now() - started);
    }
  }
  for (const [name, all] of times) {
    const sorted = [...all].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    const mean = all.reduce((sum, t) => sum + t, 0) / all.length;
    console.log(`${name}: median ${median.toFixed(1)} ms, mean ${mean.toFixed(1)} ms (${all.length} apps)`);
  }
}

try {
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, ${os.cpus().length} cores`,
  );
  await measure(sqliteWays);
  if (base) await measure(postgresWays);
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  fs.rmSync(place.folder, { recursive: true, force: true });
  if (base) {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
      place.prefix,
    ]);
    for (const { datname } of rows) await client.query(`DROP DATABASE "${datname}" WITH (FORCE)`);
    await client.end();
  }
}
