/**
 * `npm run bench:auth`: successful sign-in verifications (POST /api/auth/magic-link/code) per second and their
 * p99 latency on loopback, while a second client hammers the sign-in endpoints with wrong codes and sends.
 * Codes are put straight into the server's database (HMAC'd with a known SECRET_KEY) so the figure is the
 * server's, not the mail system's. On SQLite by default; with DATABASE_URL set, on a schema of its own in that
 * PostgreSQL database (bench-database.ts).
 */
import crypto from 'node:crypto';
import autocannon from 'autocannon';
import { startServerProcess } from '../tests/helpers/server-process';
import { codeRepo } from '../server/features/auth/code-repo';
import { benchDatabase } from './bench-database';

const PORT = 4394;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const KEY = 'bench-secret-key';
const ACCOUNTS = 20_000;
const VERIFIER = '198.51.100.1';

const database = await benchDatabase('bench-auth');
// As behind a proxy: the two clients are told apart by X-Forwarded-For, as real people are by their addresses.
const server = await startServerProcess(PORT, { ...database.env, SECRET_KEY: KEY, TRUST_PROXY: '127.0.0.1' }).catch(
  async (error: unknown) => {
    await database.remove();
    throw error;
  },
);
const hmac = (value: string) => crypto.createHmac('sha256', KEY).update(value).digest('hex');
const expires = new Date(Date.now() + 10 * 60 * 1000).toISOString();
const db = database.connect();
await db.transaction(() =>
  codeRepo(db).addMany(
    Array.from({ length: ACCOUNTS }, (_, i) => {
      const email = `bench${i}@example.com`;
      // As asked by the verifying client without a cookie: it reaches each code by its address.
      const code = { browserId: `bench-browser-${i}`, clientAddress: VERIFIER, codeHmac: hmac(`${email}:123456`) };
      return { email, ...code, secretHmac: hmac(`${email}:secret`), createdAt: new Date().toISOString(), expiresAt: expires };
    }),
  ),
);
await db.close();

let next = 0;
const verify = autocannon({
  url: `http://127.0.0.1:${PORT}/api/auth/magic-link/code`,
  method: 'POST',
  connections: 20,
  duration: SECONDS,
  headers: { 'content-type': 'application/json', 'x-forwarded-for': VERIFIER },
  requests: [
    { setupRequest: (req) => ({ ...req, body: JSON.stringify({ email: `bench${next++ % ACCOUNTS}@example.com`, code: '123456' }) }) },
  ],
});
const hammer = autocannon({
  url: `http://127.0.0.1:${PORT}`,
  connections: 20,
  duration: SECONDS,
  headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
  requests: [
    { method: 'POST', path: '/api/auth/magic-link/code', body: JSON.stringify({ email: 'victim@example.com', code: '000000' }) },
    { method: 'POST', path: '/api/auth/magic-link/send', body: JSON.stringify({ email: 'victim@example.com' }) },
  ],
});
const [good, bad] = await Promise.all([verify, hammer]);
await server.stop();
await database.remove();

console.log(`${SECONDS} s on loopback, 20 + 20 connections, ${database.databaseUrl ? 'PostgreSQL' : 'SQLite'}`);
console.log(
  `verifications: ${good.requests.average.toFixed(0)} req/s (2xx ${good['2xx']}, non-2xx ${good.non2xx} — ` +
    `each code works once, so repeats after ${ACCOUNTS} are refused) p50 ${good.latency.p50} ms p99 ${good.latency.p99} ms`,
);
console.log(
  `hammering client: ${bad.requests.average.toFixed(0)} req/s (4xx ${bad['4xx']}, 2xx ${bad['2xx']}, errors ${bad.errors}) p99 ${bad.latency.p99} ms`,
);
