/** bench:discover's load: autocannon runs, the members' first visits timed one by one, and the line of figures. */
import http from 'node:http';
import autocannon from 'autocannon';
import { CONNECTIONS, LOCATION, PORT } from './settings';

export type Request = autocannon.Request;

/** Runs autocannon with one dynamic request; keeps the first few error bodies. */
export async function load(name: string, seconds: number, request: Request) {
  const errorBodies: string[] = [];
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      { ...request, onResponse: (status, body) => void (status >= 300 && errorBodies.length < 5 && errorBodies.push(`${status} ${body}`)) },
    ],
  });
  return { name, result, errorBodies };
}

/** One GET on the given agent's keep-alive connections; resolves with the status once the whole body has come. */
function getOn(agent: http.Agent, path: string, headers: http.OutgoingHttpHeaders): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: PORT, path, agent, headers }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode ?? 0));
      res.once('error', reject);
    });
    req.once('error', reject);
  });
}

/**
 * Each benchmarked member's first visit of the week, the server building every answer (later visits reuse it):
 * CONNECTIONS visitors at a time, each on a connection of its own, asking for the next member's batch as soon as
 * the last came. Timed here rather than by autocannon, whose figures over a fixed count of requests are whole
 * seconds. Each visitor has a connection of its own, opened and used once before the clock starts: 100 connections
 * opened at once under load left some unserved for seconds, a tail that was the benchmark's, not the server's.
 */
export async function firstVisits(sessionIds: readonly string[]): Promise<void> {
  const path = `/api/profiles/all?location=${encodeURIComponent(LOCATION)}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  // Every connection opened and used once before the clock starts.
  await Promise.all(Array.from({ length: CONNECTIONS }, () => getOn(agent, '/api/health', {})));
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < sessionIds.length) {
        const sid = sessionIds[next++]!;
        const at = performance.now();
        const status = await getOn(agent, path, { cookie: `sid=${sid}`, 'accept-encoding': 'gzip, deflate, br, zstd' });
        if (status !== 200) failed += 1;
        latencies.push(performance.now() - at);
      }
    }),
  );
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(0);
  console.log(
    `GET /api/profiles/all, first visits (${latencies.length} answers built): ${(latencies.length / seconds).toFixed(0)} req/s  ` +
      `p50 ${at(0.5)} ms  p99 ${at(0.99)} ms  max ${at(1)} ms (no target)  failed ${failed}`,
  );
}

export async function report(
  { name, result, errorBodies }: Awaited<ReturnType<typeof load>>,
  sizes: () => Promise<string>,
  targets = '',
): Promise<void> {
  console.log(
    `${name}: ${result.requests.average.toFixed(0)} req/s  p50 ${result.latency.p50} ms  p90 ${result.latency.p90} ms  p99 ${result.latency.p99} ms  max ${result.latency.max} ms ${targets} ` +
      `2xx ${result['2xx']}  non-2xx ${result.non2xx}  errors ${result.errors}  timeouts ${result.timeouts}  (${await sizes()})`,
  );
  for (const body of errorBodies) console.log(`  error: ${body.slice(0, 300)}`);
}
