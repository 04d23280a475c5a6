/**
 * `npm run bench:api`: requests/second and p50/p99 latency of GET /api/health and GET / on the real server,
 * next to a bare Fastify hello-world measured in the same run (ratio = ours / bare). Loopback only. On SQLite by
 * default; with DATABASE_URL set, on a schema of its own in that PostgreSQL database (bench-database.ts).
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { startServerProcess } from '../tests/helpers/server-process';
import { benchDatabase } from './bench-database';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

async function measure(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const bare = Fastify();
bare.get('/', async () => ({ hello: 'world' }));
await bare.listen({ port: 4392, host: '127.0.0.1' });
const database = await benchDatabase('bench-api');
const server = await startServerProcess(4393, database.env).catch(async (error: unknown) => {
  await bare.close();
  await database.remove();
  throw error;
});

try {
  const baseline = await measure('http://127.0.0.1:4392/');
  const rows = [
    ['bare fastify hello-world', baseline],
    ['GET /api/health', await measure('http://127.0.0.1:4393/api/health')],
    ['GET / (index.html)', await measure('http://127.0.0.1:4393/')],
  ] as const;
  console.log(`${CONNECTIONS} connections, ${DURATION_S} s each, loopback, ${database.databaseUrl ? 'PostgreSQL' : 'SQLite'}`);
  for (const [name, r] of rows) {
    console.log(
      `${name.padEnd(26)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}  ratio ${(r.rps / baseline.rps).toFixed(2)}`,
    );
  }
} finally {
  await bare.close();
  await server.stop();
  await database.remove();
}
