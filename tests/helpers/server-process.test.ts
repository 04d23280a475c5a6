import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { healthy, stopProcess } from './server-process';

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
