import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { answers, healthy, stopProcess } from './server-process';

// The helper that starts and stops the real server for benchmarks and end-to-end tests must never wait for ever: a
// hang there runs CI into its own limit with no test reported.

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

async function listening(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(() => server.close());
  return (server.address() as net.AddressInfo).port;
}

describe('the health check while a server starts', () => {
  it('is false, within its time limit, for a server that accepts the connection and never answers', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    closers.push(() => {
      for (const socket of sockets) socket.destroy();
    });
    const port = await listening(silent);
    const started = Date.now();
    expect(await healthy(port, 300)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('is false for an answer that is not ok, and true for one that is', async () => {
    let status = 500;
    const port = await listening(
      http.createServer((_request, response) => {
        response.statusCode = status;
        response.end('{}');
      }),
    );
    expect(await healthy(port)).toBe(false);
    status = 200;
    expect(await healthy(port)).toBe(true);
  });
});

describe('stopping a server process', () => {
  it('kills one that ignores SIGTERM once its time is up', async () => {
    const child = spawn(process.execPath, ['-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000); console.log('ready')"], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    closers.push(() => child.kill('SIGKILL'));
    await new Promise((resolve) => child.stdout!.once('data', resolve));
    const started = Date.now();
    await stopProcess(child, exited, 300);
    expect(child.signalCode).toBe('SIGKILL');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('lets one that exits on SIGTERM exit by itself', async () => {
    const child = spawn(process.execPath, ['-e', "setInterval(() => {}, 1000); console.log('ready')"], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    await new Promise((resolve) => child.stdout!.once('data', resolve));
    await stopProcess(child, exited, 5_000);
    expect(child.signalCode).toBe('SIGTERM');
  });
});

/** Whether the process is still running (a zombie that nobody has reaped yet has ended). */
function running(pid: number): boolean {
  try {
    return !/^State:\s+Z/m.test(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

describe('a server whose starter is gone', () => {
  it('shuts itself down when the process that started it is killed, instead of holding its port', async () => {
    const port = await listening(net.createServer());
    for (const close of closers.splice(0)) close();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orphan-'));
    closers.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const helper = new URL('./server-process.ts', import.meta.url).href;
    // A benchmark in miniature: it starts the real server, says its pid, and is then killed without stopping it.
    const starter = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { startServerProcess } from ${JSON.stringify(helper)};
         const server = await startServerProcess(${port}, { DATA_DIR: ${JSON.stringify(dataDir)} });
         console.log(server.child.pid);
         setInterval(() => {}, 1000);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let pid = 0;
    closers.push(() => {
      starter.kill('SIGKILL');
      if (pid && running(pid)) process.kill(pid, 'SIGKILL');
    });
    pid = Number(await new Promise<string>((resolve) => starter.stdout!.once('data', (data: Buffer) => resolve(data.toString()))));
    expect(pid).toBeGreaterThan(0);
    expect(await healthy(port)).toBe(true);
    starter.kill('SIGKILL');
    const deadline = Date.now() + 20_000;
    while (running(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(running(pid)).toBe(false);
    expect(await answers(port)).toBe(false);
  }, 60_000);
});
