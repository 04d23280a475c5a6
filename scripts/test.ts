/**
 * `npm test`: every part of the tests, in order, then a table of how long each took and how it ended. The server
 * bundle the test servers start from is built once here for all parts (scripts/build-server.ts). Every part runs
 * even when one before it failed, so one run shows everything that is wrong; the exit code is the first failure's.
 * `npm test -- unit e2e` runs only the parts named.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServerBundle } from './build-server';

const PARTS: { name: string; what: string; command: string[] }[] = [
  {
    name: 'typecheck',
    what: 'tsc, strict; shared, server, client, worker each alone',
    command: ['npm', 'run', '--silent', 'typecheck'],
  },
  { name: 'lint', what: 'Biome: lint and format', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'layers', what: 'dependency-cruiser: imports go down the layers only', command: ['npm', 'run', '--silent', 'layers'] },
  { name: 'unit', what: 'Vitest: client, shared and server on SQLite', command: ['npm', 'run', '--silent', 'test:unit'] },
  { name: 'postgres', what: 'Vitest: the SQL-touching server files on PostgreSQL', command: ['npm', 'run', '--silent', 'test:postgres'] },
  { name: 'nodes', what: 'two app nodes on one PostgreSQL and one S3 bucket (s3rver)', command: ['npm', 'run', '--silent', 'test:nodes'] },
  { name: 'e2e', what: 'Playwright in Chromium against the built app', command: ['npm', 'run', '--silent', 'test:e2e'] },
  // Last: the benchmarks' and research tools' own tests; the product's tests never wait on them.
  { name: 'lab', what: 'Vitest: the tests of bench/ tools, on small instances', command: ['npm', 'run', '--silent', 'test:lab'] },
];

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !PARTS.some((part) => part.name === name));
if (unknown.length > 0) {
  console.error(`unknown part(s): ${unknown.join(', ')}; the parts are ${PARTS.map((p) => p.name).join(', ')}`);
  process.exit(2);
}
const parts = chosen.length > 0 ? PARTS.filter((part) => chosen.includes(part.name)) : PARTS;

const started = Date.now();
const load = () => os.loadavg()[0]!.toFixed(1);
const rows: { name: string; what: string; seconds: number; status: number; load: string }[] = [];
const bundleFolder = path.resolve(`.tmp/server-bundle-${process.pid}`);
const bundleStarted = Date.now();
process.env.SERVER_BUNDLE = await buildServerBundle(bundleFolder);
rows.push({
  name: 'bundle',
  what: 'the server bundle test servers start from',
  seconds: (Date.now() - bundleStarted) / 1000,
  status: 0,
  load: load(),
});

for (const part of parts) {
  console.log(`\n=== ${part.name}: ${part.what} ===\n`);
  const from = Date.now();
  const status = spawnSync(part.command[0]!, part.command.slice(1), { stdio: 'inherit' }).status ?? 1;
  rows.push({ name: part.name, what: part.what, seconds: (Date.now() - from) / 1000, status, load: load() });
}
fs.rmSync(bundleFolder, { recursive: true, force: true });

const total = (Date.now() - started) / 1000;
const minutes = (s: number) => `${Math.floor(Math.round(s) / 60)}:${String(Math.round(s) % 60).padStart(2, '0')}`;
console.log(`\nnpm test on Node.js ${process.versions.node}, ${os.cpus().length} cores (load: the 1-minute average as each part ended)\n`);
console.log('| part | result | time | load | what |');
console.log('|---|---|---:|---:|---|');
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.status === 0 ? 'passed' : `FAILED (${row.status})`} | ${minutes(row.seconds)} | ${row.load} | ${row.what} |`,
  );
}
console.log(`| total | ${rows.every((row) => row.status === 0) ? 'passed' : 'FAILED'} | ${minutes(total)} | | |`);
process.exit(rows.find((row) => row.status !== 0)?.status ?? 0);
