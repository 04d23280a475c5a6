import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import type { Database } from '../../server/db/database';
import { PostgresDatabase } from '../../server/db/postgres-database';
import { SqliteDatabase } from '../../server/db/sqlite-database';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  dataDir: string;
  /** The PostgreSQL database the server runs on (DATABASE_URL), or null when it keeps DATA_DIR/app.db. */
  databaseUrl: string | null;
  /** Opens the server's own SQLite file for the duration of `use` (to arrange or check state); SQLite only. */
  withDb<T>(use: (db: BetterSqlite3.Database) => T): T;
  /** The server's database on either engine, through the app's own interface, for the duration of `use`. */
  withDatabase<T>(use: (db: Database) => Promise<T>): Promise<T>;
  stop(): Promise<void>;
}

// A start takes 2-3 s on a quiet machine; once, with both cores busy with the end-to-end run and other work, one
// took longer than 30 s. The wait ends as soon as the server answers its health check.
const START_TIMEOUT_MS = 60_000;
/** How long one health check may wait for its answer while the server starts (a busy CI machine included). */
const CHECK_TIMEOUT_MS = 5_000;
/** How long stop() lets the server shut down after SIGTERM (it gives itself 10 s: SHUTDOWN_TIMEOUT_MS) before it kills it. */
const STOP_TIMEOUT_MS = 15_000;
/** Shuts the server down once this process is gone (exit-with-parent.ts), so none outlives the run that started it. */
const EXIT_WITH_PARENT = new URL('./exit-with-parent.ts', import.meta.url).href;

/**
 * Runs the real server (server/main.ts) as its own process on `port`, for benchmarks and for end-to-end tests that
 * must not share the main test server. By default it gets an empty data folder of its own (removed by stop()); an
 * `env.DATA_DIR` given is the caller's and stays. `env.DATABASE_URL` (or the caller's own environment) puts it on
 * PostgreSQL; several processes may be given the same DATA_DIR or DATABASE_URL to run side by side on one database.
 */
export async function startServerProcess(port: number, env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  // Another server on the port would answer the health check below in this one's place.
  if (await answers(port)) throw new Error(`port ${port} is already in use`);
  const ownFolder = !env.DATA_DIR;
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'server-'));
  const databaseUrl = ('DATABASE_URL' in env ? env.DATABASE_URL : process.env.DATABASE_URL) || null;
  // SERVER_NODE_ARGS passes flags to the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile a benchmark.
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, ...serverEntry()], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_DATA: 'off', ...env },
    // The IPC channel closes when this process is gone, however it ends: the server then shuts itself down.
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // The channel must not keep this process running either.
  child.channel?.unref();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const removeFolder = () => {
    if (ownFolder) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  // Each check has its own time limit, and every failed one (no answer, or an answer that is not ok) is held to the
  // deadline: a server that accepts connections but never answers, or answers 500, fails the start instead of waiting
  // on it for ever.
  while (!(await healthy(port))) {
    if (Date.now() > deadline || child.exitCode !== null || child.signalCode !== null) {
      // A server that did not come up is not left running.
      child.kill('SIGKILL');
      await exited;
      removeFolder();
      throw new Error(`server on port ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    url,
    dataDir,
    databaseUrl,
    withDb(use) {
      if (databaseUrl) throw new Error('withDb opens the SQLite file; this server runs on PostgreSQL (use withDatabase)');
      const db = new BetterSqlite3(path.join(dataDir, 'app.db'));
      db.pragma('busy_timeout = 5000');
      try {
        return use(db);
      } finally {
        db.close();
      }
    },
    async withDatabase(use) {
      const db: Database = databaseUrl ? new PostgresDatabase(databaseUrl, { max: 2 }) : new SqliteDatabase(path.join(dataDir, 'app.db'));
      try {
        return await use(db);
      } finally {
        await db.close();
      }
    },
    async stop() {
      await stopProcess(child, exited);
      removeFolder();
    },
  };
}

/**
 * How node starts the server: from the bundle a test run built once (SERVER_BUNDLE, the path of its main.mjs:
 * scripts/build-server.ts), or from the sources through tsx. Either way with exit-with-parent.ts preloaded.
 */
export function serverEntry(): string[] {
  const bundle = process.env.SERVER_BUNDLE;
  if (!bundle) return ['--import', 'tsx', '--import', EXIT_WITH_PARENT, 'server/main.ts'];
  const exitWithParent = pathToFileURL(path.join(path.dirname(bundle), 'exit-with-parent.mjs')).href;
  return ['--enable-source-maps', '--import', exitWithParent, bundle];
}

/** Whether GET /api/health on the port answers ok within `timeoutMs`; false for no answer, a late one, or an error. */
export async function healthy(port: number, timeoutMs = CHECK_TIMEOUT_MS): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(timeoutMs) })).ok;
  } catch {
    return false;
  }
}

/**
 * Sends SIGTERM and waits for the process to exit (`exited`); one that has not finished its shutdown within
 * `timeoutMs` is killed, so no caller waits on it for ever.
 */
export async function stopProcess(child: ChildProcess, exited: Promise<void>, timeoutMs = STOP_TIMEOUT_MS): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(killer);
}

/** Whether anything accepts a TCP connection on the port (127.0.0.1). */
export function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
