import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  dataDir: string;
  /** Opens the server's own SQLite file for the duration of `use` (to arrange or check state). */
  withDb<T>(use: (db: Database.Database) => T): T;
  stop(): Promise<void>;
}

/**
 * Runs the real server (server/main.ts) as its own process on `port` with an empty data folder, for
 * benchmarks and for end-to-end tests that must not share the main test server.
 */
export async function startServerProcess(port: number, env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_DATA: 'off', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://localhost:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      if (attempt > 150 || child.exitCode !== null) throw new Error(`server on port ${port} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    child,
    url,
    dataDir,
    withDb(use) {
      const db = new Database(path.join(dataDir, 'app.db'));
      db.pragma('busy_timeout = 5000');
      try {
        return use(db);
      } finally {
        db.close();
      }
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
