import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { noticesRepo } from '../../../../server/features/notices/repo';
import { pushRepo } from '../../../../server/features/push/repo';
import { createMember, type TestMember } from '../../../helpers/members';
import { PUSH_TEST_CA, pushClient, type ReceivedPush, startPushService } from '../../../helpers/push-service';
import { startServerProcess, type ServerProcess } from '../../../helpers/server-process';
import { freshTestDatabase, onPostgres, type TestDatabase } from '../../../helpers/test-database';

/**
 * The real server (server/main.ts) killed -9 while a push is on its way, and started again on the same data: every
 * notice reaches the push service once. Below Linux's ephemeral range, as the other spawned servers' ports are.
 */
const PORT = 4481;
/** Longer than the claim a push is sent under (CLAIM_MS in server/features/push/service.ts: two minutes). */
const PAST_THE_CLAIM_MS = 3 * 60 * 1000;
const WAIT = { timeout: 60_000, interval: 50 };

let database: TestDatabase | undefined;
let service: Awaited<ReturnType<typeof startPushService>> | undefined;
const servers: ServerProcess[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  await service?.close();
  await database?.drop();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

async function start(dataDir: string): Promise<ServerProcess> {
  const server = await startServerProcess(PORT, {
    DATA_DIR: dataDir,
    DATABASE_URL: database!.url ?? '',
    NODE_ENV: 'test',
    TEST_CONTROLS: 'on',
    SMTP_URL: '',
    LOG_LEVEL: 'error',
    PUSH_ENDPOINT_ORIGINS: service!.origin,
    PUSH_ENDPOINT_CA: PUSH_TEST_CA,
  });
  servers.push(server);
  return server;
}

const send = (server: ServerProcess, member: TestMember, method: 'POST' | 'PUT', url: string, body: unknown) =>
  fetch(`${server.url}${url}`, {
    method,
    headers: { cookie: `sid=${member.sessionId}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });

/** Moves the server's clock (its scheduler ticks at once); answers when that tick is over. */
const setClock = (server: ServerProcess, at: Date) =>
  fetch(`${server.url}/test/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ at }) });

/** The Topic header the server gives an event's push. */
const topicOf = (eventId: string) => crypto.createHash('sha256').update(eventId).digest('base64url').slice(0, 32);

describe(`a server killed -9 while it sends pushes (${onPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('started again on the same data, it sends the rest: each notice accepted by the push service once', async () => {
    database = await freshTestDatabase();
    service = await startPushService();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'push-restart-'));
    folders.push(dataDir);
    const first = await start(dataDir);

    const member = await first.withDatabase((db) => createMember(db));
    const device = pushClient(`${service.origin}/phone`);
    const subscribed = await send(first, member, 'POST', '/api/push/subscriptions', device.subscription);
    expect(subscribed.status, await subscribed.text()).toBe(201);
    // Each push then carries its notice's own title, so the four can be told apart once decrypted.
    const names = await send(first, member, 'PUT', '/api/notifications/preferences', { namesOnLockScreen: true });
    expect(names.status, await names.text()).toBe(200);
    const titles = ['Ana invites you', 'Ben invites you', 'Cal invites you', 'Dee invites you'];
    const notices = await first.withDatabase(async (db) => {
      for (const title of titles)
        await noticesRepo(db).add(
          { userId: member.email, week: '2026-12-03', kind: 'invited', groupId: null, title, body: 'Answer by Saturday.' },
          new Date().toISOString(),
        );
      return noticesRepo(db).listFor(member.email, new Date());
    });
    const titleOfTopic = new Map(notices.map((notice) => [topicOf(`notice:${notice.id}`), notice.title]));
    expect([...titleOfTopic.values()].sort()).toEqual(titles);

    // The push service takes two pushes and holds the third; the tick sending them waits on it, so it is not awaited.
    service.holdFrom(3);
    const answered = setClock(first, new Date()).then(
      (response) => response.status,
      () => null,
    );
    await expect.poll(() => service!.holding(), WAIT).toBe(1);
    expect(service.received).toHaveLength(3);
    expect(service.accepted).toHaveLength(2);
    const heldTopic = service.received[2]!.headers.topic;

    first.child.kill('SIGKILL');
    await first.stop();
    expect(await answered, 'the killed server never answered its tick').toBeNull();
    // The held request went with its sender's connection: nothing answers it now.
    await expect.poll(() => service!.holding(), WAIT).toBe(0);
    service.release();

    // Started again, it sends what nobody claimed; the held push waits for its claim to lapse, then goes again.
    const second = await start(dataDir);
    const answer = await setClock(second, new Date(Date.now() + PAST_THE_CLAIM_MS));
    expect(answer.status, await answer.text()).toBe(200);
    await expect.poll(() => service!.accepted.length, WAIT).toBe(4);

    const topics = (pushes: ReceivedPush[]) => pushes.map((push) => String(push.headers.topic)).sort();
    expect(topics(service.accepted)).toEqual([...titleOfTopic.keys()].sort());
    expect(service.received).toHaveLength(5);
    expect(service.received.filter((push) => push.headers.topic === heldTopic)).toHaveLength(2);
    expect(service.accepted.filter((push) => push.headers.topic === heldTopic)).toHaveLength(1);
    for (const push of service.received)
      expect(device.decrypt(push.body)).toMatchObject({ notification: { title: titleOfTopic.get(String(push.headers.topic)) } });

    const deliveries = await second.withDatabase((db) => pushRepo(db).deliveriesOf(member.email));
    expect(deliveries.map((delivery) => topicOf(delivery.eventId)).sort()).toEqual([...titleOfTopic.keys()].sort());
    for (const delivery of deliveries) expect(delivery).toMatchObject({ sentAt: expect.any(String), failedAt: null });
  }, 180_000);
});
