import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { migratedTestDatabase } from './template-databases';
import { freshTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database (a SQLite file in a temporary folder, or its own PostgreSQL database when
 * TEST_DATABASE_URL is set); close() removes both. The database is a copy of the run's migrated template
 * (template-databases.ts), unless the test prepares the data folder or points the app at another folder or
 * database: then it starts empty, as an installation's first start does, and the app migrates it.
 */
export async function buildTestApp(
  options: {
    env?: NodeJS.ProcessEnv;
    now?: () => Date;
    extraRoutes?: BuildOptions['extraRoutes'];
    /** How the weekly matching runs the engine (default: in this process). */
    match?: BuildOptions['match'];
    /** The release and late joiners' batches in worker threads, as the server makes them (main.ts). */
    batchesInWorker?: boolean;
    /** Runs on the fresh data folder before the app opens it (e.g. to leave an older database there). */
    prepareDataDir?: (dataDir: string) => void;
    /** SQLite's disk sync of durable commits (held-sync.ts holds it); fdatasync otherwise. */
    dataSync?: BuildOptions['dataSync'];
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meetup-test-'));
  options.prepareDataDir?.(dataDir);
  const elsewhere = options.env !== undefined && ('DATA_DIR' in options.env || 'DATABASE_URL' in options.env);
  const database = options.prepareDataDir || elsewhere ? await freshTestDatabase() : await migratedTestDatabase(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    CLIENT_DIR: path.join(dataDir, 'no-client'),
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  const removeAll = async () => {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      now: options.now,
      extraRoutes: options.extraRoutes,
      match: options.match,
      batchesInWorker: options.batchesInWorker,
      dataSync: options.dataSync,
    });
    await app.ready();
  } catch (error) {
    await removeAll();
    throw error;
  }
  let closed = false;
  return {
    app,
    config,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await removeAll();
    },
  };
}
