import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freshTestDatabase } from '../helpers/test-database';

function waitForLine(lines: string[], pattern: RegExp, child: ReturnType<typeof spawn>): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const found = lines.find((line) => pattern.test(line));
      if (found) {
        child.stdout!.off('data', check);
        resolve(found);
      }
    };
    child.stdout!.on('data', check);
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before printing ${pattern}`)));
    check();
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

interface SlowServer {
  port: number;
  /** What it has printed so far, a line each. */
  lines: string[];
  child: ReturnType<typeof spawn>;
  exited: Promise<number | null>;
  /** Tells the server a line: 'finish' (its slow requests go on) or 'exit' (it ends once its app has closed). */
  tell(line: 'finish' | 'exit'): void;
  /** How many connections the server holds to its database: its SQLite file's WAL (0 or 1), or PostgreSQL's. */
  databaseConnections(): Promise<number>;
}

/** The slow server in a child process, on a fresh data folder and database; killed and removed after `use`. */
async function withSlowServer(use: (server: SlowServer) => Promise<void>): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-'));
  // On PostgreSQL (TEST_DATABASE_URL) the server runs on a schema of its own, whose pool it must close too.
  const database = await freshTestDatabase();
  // On PostgreSQL its connections carry a name of their own, so the test can count them.
  const name = `shutdown-${process.pid}-${Date.now()}`;
  const databaseUrl = database.url ? new URL(database.url) : null;
  databaseUrl?.searchParams.set('application_name', name);
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/fixtures/slow-server.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl?.toString() ?? '', LOG_LEVEL: 'silent' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const tell = (line: string) => child.stdin!.write(`${line}\n`);
  async function databaseConnections(): Promise<number> {
    // SQLite removes a WAL file when the last connection to its database closes, not when a process ends without closing.
    if (!database.url) return fs.existsSync(path.join(dataDir, 'app.db-wal')) ? 1 : 0;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT COUNT(*)::int AS n FROM pg_stat_activity WHERE application_name = $1', [name]);
      return rows[0].n as number;
    } finally {
      await client.end();
    }
  }
  const lines: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    const port = Number((await waitForLine(lines, /^listening \d+/, child)).split(' ')[1]);
    await use({ port, lines, child, exited, tell, databaseConnections });
  } finally {
    child.kill('SIGKILL');
    await exited;
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('graceful shutdown', () => {
  it('on SIGTERM waits for a request whose client has gone to finish its database work before closing the database', async () => {
    await withSlowServer(async ({ port, lines, child, exited, tell }) => {
      // A phone that sent its request and then lost its connection: the server's work on it goes on.
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /slow-then-database HTTP/1.1\r\nHost: localhost\r\n\r\n'));
      socket.on('error', () => {});
      await waitForLine(lines, /^slow-database-request-started$/, child);
      socket.destroy();
      process.kill(child.pid!, 'SIGTERM');
      // The server is closing (it no longer accepts connections) before the request's work goes on to its read.
      await expect.poll(() => canConnect(port), { timeout: 5000 }).toBe(false);
      tell('finish');
      await waitForLine(lines, /^app-closed /, child);
      tell('exit');
      expect(await exited).toBe(0);
      expect(lines.filter((line) => line.startsWith('slow-database-request-'))).toEqual([
        'slow-database-request-started',
        'slow-database-request-read',
      ]);
    });
  });

  it('on SIGTERM stops accepting connections, lets the slow request finish, closes the database, exits 0', async () => {
    await withSlowServer(async ({ port, lines, child, exited, tell, databaseConnections }) => {
      const response = fetch(`http://127.0.0.1:${port}/slow`);
      await waitForLine(lines, /^slow-request-started$/, child);
      expect(await databaseConnections()).toBeGreaterThan(0);
      process.kill(child.pid!, 'SIGTERM');
      await expect.poll(() => canConnect(port), { timeout: 5000 }).toBe(false);
      tell('finish');
      const answer = await response;
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ finished: true });
      // The app closed to the end (its WAL checkpointer thread too), and had closed its database: the process is
      // still there, so nothing but the server's own close can have let go of it.
      expect(await waitForLine(lines, /^app-closed /, child)).toBe('app-closed 0');
      expect(await databaseConnections()).toBe(0);
      tell('exit');
      expect(await exited).toBe(0);
    });
  });
});
