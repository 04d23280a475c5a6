/**
 * Counts what makes the code slow to change: tables whose SQL lives in more than one file, raw SQL in tests,
 * hand-written effects and `/api/` paths on the client, long files, and references a newcomer cannot open.
 * `npm run structure` prints them; tests/structure.test.ts holds each below its recorded ceiling.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SqliteDatabase } from '../server/db/sqlite-database';
import { migrate } from '../server/db/migrate';

const ROOT = path.join(import.meta.dirname, '..');

function filesUnder(dir: string, pattern: RegExp): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    if (!fs.existsSync(d)) return;
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (pattern.test(entry.name)) out.push(full);
    }
  };
  walk(path.join(ROOT, dir));
  return out.map((f) => path.relative(ROOT, f)).sort();
}

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const TS = /\.(ts|tsx)$/;

/** The tables a fresh database has, read from SQLite after every migration. */
export async function tablesOfSchema(): Promise<string[]> {
  const db = new SqliteDatabase(':memory:');
  try {
    await migrate(db);
    const rows = await db.all<{ name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations' ORDER BY name",
    );
    return rows.map((r) => r.name);
  } finally {
    await db.close();
  }
}

/** Files whose text names the table where SQL would: after FROM, JOIN, INTO, UPDATE, TABLE or DELETE FROM. */
export function sqlFilesOf(table: string, files: string[]): string[] {
  const pattern = new RegExp(`\\b(FROM|JOIN|INTO|UPDATE|TABLE)\\s+${table}\\b`, 'i');
  return files.filter((f) => pattern.test(read(f)));
}

export interface StructureCounts {
  tables: number;
  tablesInSeveralFiles: Record<string, string[]>;
  rawSqlInTests: number;
  letLive: number;
  handBuiltApiPaths: number;
  processRefs: number;
  specRefs: number;
  longFiles: string[];
}

export async function structureCounts(): Promise<StructureCounts> {
  const productFiles = ['server', 'scripts', 'bench', 'shared', 'client'].flatMap((d) => filesUnder(d, TS));
  const testFiles = filesUnder('tests', TS);
  const tables = await tablesOfSchema();
  const tablesInSeveralFiles: Record<string, string[]> = {};
  // The client and shared/ have no database: a table's name after "from" in their copy is not SQL.
  const withDatabase = productFiles.filter((f) => !f.startsWith('client/') && !f.startsWith('shared/'));
  for (const table of tables) {
    const owners = sqlFilesOf(table, [...withDatabase, ...testFiles]).filter((f) => !/\/repo[^/]*\.test\.ts$/.test(f));
    if (owners.length > 1) tablesInSeveralFiles[table] = owners;
  }
  const sqlStatement = /(`|'|")\s*(SELECT\s[\s\S]{0,400}?\sFROM|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM)\s/gi;
  // Reads of the schema itself (the engines' catalogs) are not a table's SQL.
  const catalog = /^["`]?(pg_|information_schema\.|sqlite_master\b)/i;
  const statementsIn = (text: string) => [...text.matchAll(sqlStatement)].filter((m) => !catalog.test(text.slice(m.index + m[0].length)));
  const rawSqlInTests = testFiles
    .filter((f) => !/\/repo[^/]*\.test\.ts$/.test(f) && !f.startsWith('tests/server/db/'))
    .reduce((n, f) => n + statementsIn(read(f)).length, 0);
  const clientFiles = filesUnder('client', TS);
  const letLive = clientFiles.reduce((n, f) => n + (read(f).match(/\blet live\b/g)?.length ?? 0), 0);
  // A path a person typed: '/api/...' on the client, where the typed contract should build it. The service worker
  // only routes the prefix.
  const handBuiltApiPaths = clientFiles
    .filter((f) => f !== 'client/sw.ts')
    .reduce((n, f) => n + (read(f).match(/[`'"]\/api\//g)?.length ?? 0), 0);
  const codeFiles = [...productFiles, ...testFiles];
  const processRefs = codeFiles.reduce((n, f) => n + (read(f).match(/\b(issue|stop) #?\d+\b/gi)?.length ?? 0), 0);
  const specRefs = codeFiles.reduce((n, f) => n + (read(f).match(/\bspec 00\d\b/gi)?.length ?? 0), 0);
  const longFiles = codeFiles.filter((f) => !f.startsWith('tests/') && read(f).split('\n').length > 300);
  return { tables: tables.length, tablesInSeveralFiles, rawSqlInTests, letLive, handBuiltApiPaths, processRefs, specRefs, longFiles };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const counts = await structureCounts();
  const several = Object.entries(counts.tablesInSeveralFiles);
  if (process.argv.includes('--tables')) {
    for (const [table, files] of several) console.log(`${table}: ${files.join(' ')}`);
  }
  console.log(`tables with SQL in more than one file: ${several.length} of ${counts.tables}`);
  console.log(`raw SQL statements in tests (outside repo and db tests): ${counts.rawSqlInTests}`);
  console.log(`"let live" effects on the client: ${counts.letLive}`);
  console.log(`hand-built /api/ paths on the client: ${counts.handBuiltApiPaths}`);
  console.log(`"issue N" / "stop N" in code: ${counts.processRefs}`);
  console.log(`"spec 00x" references in code: ${counts.specRefs}`);
  console.log(`product files over 300 lines: ${counts.longFiles.length}`);
  if (process.argv.includes('--long')) for (const f of counts.longFiles) console.log(`  ${f}`);
}
