import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * Vitest's global setup: a place for this run's migrated templates (template-databases.ts), made empty at the start
 * and removed at the end, so nothing made from one set of migration files outlives the run. The folder's name
 * carries this process's id: a run that was killed before its end left a folder that the next run removes.
 */
const FOLDER_START = 'emberite-templates-';

export default function setup(project: TestProject) {
  removeFoldersOfEndedRuns();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `${FOLDER_START}${process.pid}-`));
  const prefix = `template_${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
  project.provide('migratedTemplates', { folder, prefix });
  return async () => {
    fs.rmSync(folder, { recursive: true, force: true });
    const base = process.env.TEST_DATABASE_URL;
    if (base) await dropTemplates(base, prefix);
  };
}

function removeFoldersOfEndedRuns(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = new RegExp(`^${FOLDER_START}(\\d+)-`).exec(name)?.[1];
    if (pid && !alive(Number(pid))) fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function dropTemplates(base: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
