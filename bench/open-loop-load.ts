/**
 * Open-loop load for the benchmarks: requests sent at a steady rate whether or not earlier ones were answered, as
 * many people acting independently do, on a pool of keep-alive connections opened before the clock starts. Each
 * latency runs from the moment its request was due, so a send this process made late, or a request that waited for
 * a free connection, counts its wait (no coordinated omission). autocannon's `overallRate` is not that: each of its
 * connections sends its share of a second back to back at the second's start, then waits, so all of them burst
 * together once a second.
 */
import http from 'node:http';

export interface OpenLoopRequest {
  method: string;
  path: string;
  headers: http.OutgoingHttpHeaders;
  body?: string;
}

export interface OpenLoopResult {
  /** Answered requests a second over the run. */
  rate: number;
  sent: number;
  failed: number;
  /** Statuses and bodies of the first few answers that were not 2xx. */
  errors: string[];
  p50: number;
  p99: number;
  max: number;
}

function send(agent: http.Agent, port: number, request: OpenLoopRequest): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, agent, method: request.method, path: request.path, headers: request.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.once('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.once('error', reject);
      },
    );
    req.once('error', reject);
    req.end(request.body);
  });
}

/** Sends `rate` requests a second for `seconds` on up to `connections` connections; resolves once all are answered. */
export async function openLoop(options: {
  port: number;
  rate: number;
  seconds: number;
  connections: number;
  next: () => OpenLoopRequest;
}): Promise<OpenLoopResult> {
  const { port, rate, seconds, connections, next } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  try {
    // Every connection opened and used once before the clock starts.
    await Promise.all(Array.from({ length: connections }, () => send(agent, port, { method: 'GET', path: '/api/health', headers: {} })));
    const total = Math.round(rate * seconds);
    const latencies: number[] = [];
    const errors: string[] = [];
    let failed = 0;
    const answers: Promise<void>[] = [];
    const started = performance.now();
    let sent = 0;
    while (sent < total) {
      const now = performance.now();
      // Every request due by now goes out now; each keeps the moment it was due.
      for (; sent < total && started + (sent * 1000) / rate <= now; sent++) {
        const due = started + (sent * 1000) / rate;
        answers.push(
          send(agent, port, next()).then(
            ({ status, body }) => {
              latencies.push(performance.now() - due);
              if (status < 200 || status >= 300) {
                failed++;
                if (errors.length < 5) errors.push(`${status} ${body.slice(0, 300)}`);
              }
            },
            (error: Error) => {
              failed++;
              if (errors.length < 5) errors.push(error.message);
            },
          ),
        );
      }
      const wait = started + (sent * 1000) / rate - performance.now();
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
    }
    await Promise.all(answers);
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]! : Number.NaN;
    return { rate: latencies.length / elapsed, sent, failed, errors, p50: at(0.5), p99: at(0.99), max: at(1) };
  } finally {
    agent.destroy();
  }
}
