import net from 'node:net';

export interface CuttingProxyOptions {
  /** The server behind the proxy, on 127.0.0.1. */
  targetPort: number;
  /** The proxy's own port on 127.0.0.1; a free one when left out. */
  port?: number;
  /** Client-to-server bytes per second at most (null or left out: as fast as they come). */
  bytesPerSecond?: number | null;
}

export interface CuttingProxy {
  port: number;
  url: string;
  /** Client-to-server bytes forwarded so far, on every connection, HTTP headers included. */
  upstreamBytes(): number;
  /** Once `bytes` more client-to-server bytes have been forwarded, drops every open connection (one-shot). */
  cutAfter(bytes: number): void;
  /** How many cuts have happened. */
  cuts(): number;
  /** Sets (or with null lifts) the client-to-server rate limit. */
  throttle(bytesPerSecond: number | null): void;
  stop(): Promise<void>;
}

/**
 * A TCP proxy for tests of flaky uploads: it forwards everything between clients and 127.0.0.1:targetPort, counts
 * the client-to-server bytes, can slow them to a rate (one link shared by all connections, like a home uplink) and
 * can drop every connection after a given number of further bytes, as a network that goes away mid-request.
 * Server-to-client bytes are passed on untouched.
 */
export async function startCuttingProxy(options: CuttingProxyOptions): Promise<CuttingProxy> {
  let forwarded = 0;
  let rate = options.bytesPerSecond ?? null;
  // When the shared uplink is next free (ms since the epoch), for the rate limit.
  let linkFreeAt = 0;
  // Bytes still allowed through before the cut; null when no cut is pending.
  let untilCut: number | null = null;
  let cutting = false;
  let cuts = 0;
  const connections = new Set<net.Socket>();
  const dropAll = () => {
    for (const socket of connections) socket.destroy();
    connections.clear();
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(options.targetPort, '127.0.0.1');
    connections.add(client).add(upstream);
    for (const socket of [client, upstream]) {
      socket.on('error', () => {}); // A reset on either side just ends the pair (below).
      socket.on('close', () => {
        connections.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    upstream.pipe(client);
    // Client-to-server: one chunk at a time, the client paused meanwhile, so order and backpressure hold.
    client.on('data', (chunk: Buffer) => {
      client.pause();
      forward(chunk).then(
        () => client.resume(),
        () => client.destroy(),
      );
    });
    client.on('end', () => upstream.end());

    async function forward(chunk: Buffer) {
      if (rate) {
        const now = Date.now();
        const start = Math.max(now, linkFreeAt);
        linkFreeAt = start + (chunk.length / rate) * 1000;
        // Sent when the link has carried it: waits until the chunk's last byte would be through.
        await new Promise((resolve) => setTimeout(resolve, linkFreeAt - now));
      }
      if (upstream.destroyed || cutting) return; // During the cut nothing more gets through.
      if (untilCut !== null && chunk.length >= untilCut) {
        // The last bytes before the cut go out (flushed to the server), the rest of the chunk is lost with the connections.
        const last = chunk.subarray(0, untilCut);
        forwarded += last.length;
        untilCut = null;
        cutting = true;
        if (last.length > 0) await new Promise((resolve) => upstream.write(last, resolve));
        cutting = false;
        cuts++;
        dropAll();
        return;
      }
      if (untilCut !== null) untilCut -= chunk.length;
      forwarded += chunk.length;
      if (!upstream.write(chunk)) await new Promise((resolve) => upstream.once('drain', resolve).once('close', resolve));
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    upstreamBytes: () => forwarded,
    cuts: () => cuts,
    cutAfter(bytes) {
      untilCut = bytes;
    },
    throttle(bytesPerSecond) {
      rate = bytesPerSecond;
      linkFreeAt = 0;
    },
    stop() {
      dropAll();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
