import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CuttingProxy, startCuttingProxy } from '../../helpers/cutting-proxy';

// The proxy behind the upload benchmark (tests/helpers/cutting-proxy.ts), in front of a plain echo server.
let echo: net.Server;
let received: number;
/** For each connection the echo server got, in order: settles once it has closed (every byte it got is counted). */
let closed: Promise<void>[];
let proxy: CuttingProxy;

beforeEach(async () => {
  received = 0;
  closed = [];
  echo = net.createServer((socket) => {
    closed.push(new Promise((resolve) => socket.once('close', () => resolve())));
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      received += chunk.length;
      socket.write(chunk);
    });
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  proxy = await startCuttingProxy({ targetPort: (echo.address() as net.AddressInfo).port });
});
afterEach(async () => {
  await proxy.stop();
  await new Promise((resolve) => echo.close(resolve));
});

/** Sends `bytes` through the proxy; resolves with the bytes echoed back and whether the connection was dropped. */
function send(bytes: number): Promise<{ echoed: number; dropped: boolean }> {
  return new Promise((resolve) => {
    let echoed = 0;
    const socket = net.connect(proxy.port, '127.0.0.1');
    socket.on('data', (chunk) => {
      echoed += chunk.length;
      if (echoed === bytes) {
        socket.destroy();
        resolve({ echoed, dropped: false });
      }
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve({ echoed, dropped: echoed < bytes }));
    socket.write(Buffer.alloc(bytes, 7));
  });
}

describe('cutting proxy', () => {
  it('forwards both ways and counts the client-to-server bytes', async () => {
    expect(await send(300_000)).toEqual({ echoed: 300_000, dropped: false });
    expect(await send(1_000)).toEqual({ echoed: 1_000, dropped: false });
    expect(proxy.upstreamBytes()).toBe(301_000);
    expect(received).toBe(301_000);
  });

  it('drops the connections after the given further bytes, forwarding none beyond, once', async () => {
    await send(5_000);
    proxy.cutAfter(10_000);
    const cut = await send(200_000);
    expect(cut.dropped).toBe(true);
    expect(cut.echoed).toBeLessThanOrEqual(10_000);
    expect(proxy.upstreamBytes()).toBe(15_000);
    // The server saw exactly the bytes up to the cut (they were flushed before the drop), once its end closed.
    await closed[1];
    expect(received).toBe(15_000);
    // One-shot: the next connection goes through whole.
    expect(await send(50_000)).toEqual({ echoed: 50_000, dropped: false });
    expect(proxy.upstreamBytes()).toBe(65_000);
  });

  it('drops idle connections too when the cut comes from another one', async () => {
    const idle = net.connect(proxy.port, '127.0.0.1');
    idle.on('error', () => {});
    const idleClosed = new Promise((resolve) => idle.on('close', resolve));
    await new Promise((resolve) => idle.once('connect', resolve));
    proxy.cutAfter(100);
    expect((await send(1_000)).dropped).toBe(true);
    await idleClosed;
  });

  it('slows client-to-server bytes to the rate, and lifts it', async () => {
    proxy.throttle(200_000);
    let started = Date.now();
    expect(await send(100_000)).toEqual({ echoed: 100_000, dropped: false });
    const throttled = Date.now() - started; // ~500 ms
    expect(throttled).toBeGreaterThanOrEqual(250);
    expect(throttled).toBeLessThan(2_000);
    proxy.throttle(null);
    started = Date.now();
    await send(100_000);
    expect(Date.now() - started).toBeLessThan(throttled / 2);
  });
});
