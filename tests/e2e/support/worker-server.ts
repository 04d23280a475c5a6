import { test as base } from '@playwright/test';
import type { ResetOptions } from '../../../server/features/test-controls/controls';
import { answers, startServerProcess, type ServerProcess } from '../../helpers/server-process';
import { startSmtpListener, type SmtpListener } from '../../helpers/smtp-listener';
import { freshSchema } from '../../helpers/test-database';
import { E2E_CLIENT_DIR, E2E_PORT, privatePort } from './e2e-env';
import { PUSH_TEST_CA } from '../../helpers/push-service';

/** What the support helpers need of a server: a spec's own (startServerProcess) or the worker's. */
export type TestServer = Pick<ServerProcess, 'url' | 'dataDir' | 'databaseUrl' | 'withDatabase'>;

/** The worker's server with its test controls (server/features/test-controls) and the SMTP listener its mail goes to. */
export interface WorkerServer extends TestServer {
  port: number;
  smtp: SmtpListener;
  /** Empties the server's state (database, media, memory, the listener's mail) and sets its clock and switches. */
  reset(options?: ResetOptions): Promise<void>;
  /** Moves the server's clock to `at`, from where it runs on; the scheduler runs what that made due. */
  setClock(at: string | Date): Promise<void>;
  /** The server's clock now (as it answered the last reset or setClock, run on since). */
  now(): Date;
}

/** How long a worker waits for the port its predecessor's server (a worker restarted after a failure) lets go of. */
const PORT_FREE_TIMEOUT_MS = 20_000;

async function untilPortFree(port: number): Promise<void> {
  const deadline = Date.now() + PORT_FREE_TIMEOUT_MS;
  while ((await answers(port)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
}

/** Where a test of this worker runs its push service (E2E_PORT + 3 + 20 per worker, a port no other spec takes). */
export const pushServicePort = (worker: { parallelIndex: number }) => privatePort(3, worker);

/** Calls a test control; answers how far the server's clock stands ahead of this machine's, in ms. */
async function control(url: string, body: object): Promise<number> {
  const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}: ${await answer.text()}`);
  return Date.parse(((await answer.json()) as { now: string }).now) - Date.now();
}

/**
 * `server`: the worker's server, reset before the test to what a fresh start gave (`test.use({ serverStart: { clock,
 * demoData, switches } })` says where its clock stands and what it has). One server per Playwright worker, on
 * E2E_PORT + 100 + the worker's index, in a data folder of its own, with a real SMTP listener beside it: a test gets
 * a fresh server's state for a reset's cost instead of a start's, and its spec's tests can run in parallel.
 */
export const test = base.extend<{ serverStart: ResetOptions; server: WorkerServer }, { workerServer: WorkerServer }>({
  serverStart: [{}, { option: true }],
  workerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from the destructuring pattern
    async ({}, use, workerInfo) => {
      const port = E2E_PORT + 100 + workerInfo.parallelIndex;
      const smtp = await startSmtpListener();
      // On PostgreSQL (DATABASE_URL set) each worker's server has a schema of its own, as each has a data folder.
      const schema = process.env.DATABASE_URL ? await freshSchema(process.env.DATABASE_URL, `e2e_${workerInfo.parallelIndex}`) : null;
      await untilPortFree(port);
      const server = await startServerProcess(port, {
        CLIENT_DIR: E2E_CLIENT_DIR,
        PUBLIC_URL: `http://localhost:${port}`,
        NODE_ENV: 'test',
        TEST_CONTROLS: 'on',
        SMTP_URL: smtp.url,
        // Pushes go to the test's own push service (tests/helpers/push-service.ts), on this worker's port for it.
        PUSH_ENDPOINT_ORIGINS: `https://127.0.0.1:${pushServicePort(workerInfo)}`,
        PUSH_ENDPOINT_CA: PUSH_TEST_CA,
        ...(schema ? { DATABASE_URL: schema.url } : {}),
      });
      let ahead = 0;
      await use({
        port,
        smtp,
        url: server.url,
        dataDir: server.dataDir,
        databaseUrl: server.databaseUrl,
        withDatabase: server.withDatabase,
        async reset(options = {}) {
          // Before the reset: mail from the scheduler's first tick after it is this test's, as a fresh server's is.
          smtp.mails.length = 0;
          ahead = await control(`${server.url}/test/reset`, options);
        },
        async setClock(at) {
          ahead = await control(`${server.url}/test/clock`, { at: new Date(at).toISOString() });
        },
        now: () => new Date(Date.now() + ahead),
      });
      await server.stop();
      await smtp.close();
      await schema?.drop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  server: async ({ workerServer, serverStart }, use) => {
    await workerServer.reset(serverStart);
    await use(workerServer);
  },
});

export { expect } from '@playwright/test';
