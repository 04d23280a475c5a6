import { afterEach, describe, expect, it } from 'vitest';
import { SEND_LIMITS } from '../../../shared/auth';
import type { Engine } from '../../../server/db/database';
import { migrate, migrationsOf } from '../../../server/db/migrate';
import { secondsToWait, subject } from '../../../server/features/rate-limits/limits';
import { rateLimitsRepo } from '../../../server/features/rate-limits/repo';
import { WAITLIST_LIMIT } from '../../../server/features/waitlist/routes';
import { emptyDatabases, enginesUnderTest } from '../../helpers/test-database';

const databases = emptyDatabases();
afterEach(async () => {
  await databases.closeAll();
});

const engines = enginesUnderTest();
const emptyDatabase = (engine: Engine) => databases.open(engine);

const at = (minutesAgo: number) => new Date(Date.parse('2026-11-21T12:00:00Z') - minutesAgo * 60_000).toISOString();
const NOW = new Date(at(0));

describe('the hits counted before rate_limit_hits', () => {
  for (const engine of engines) {
    it(`are carried over from the three tables it replaces, as the code spells the subjects (${engine})`, async () => {
      const db = await emptyDatabase(engine);
      const all = migrationsOf(db.engine);
      const replaced = all.findIndex((m) => m.name === 'rate_limit_hits');
      await migrate(db, all.slice(0, replaced));
      const send = 'INSERT INTO sign_in_requests (email, client_address, browser_id, requested_at) VALUES (?, ?, ?, ?)';
      await db.run(send, ['a@example.com', '192.0.2.1', 'AAAAAAAAAAAAAAAAAAAAAA', at(3)]);
      await db.run(send, ['a@example.com', '192.0.2.1', null, at(2)]);
      await db.run(send, ['a@example.com', '192.0.2.1', 'AAAAAAAAAAAAAAAAAAAAAA', at(1)]);
      const failure = 'INSERT INTO sign_in_failures (email, requester, client_address, failed_at) VALUES (?, ?, ?, ?)';
      await db.run(failure, ['a@example.com', 'address:192.0.2.9', '192.0.2.9', at(1)]);
      for (let i = 10; i > 0; i--)
        await db.run('INSERT INTO waitlist_requests (client_address, requested_at) VALUES (?, ?)', ['192.0.2.5', at(i)]);

      await migrate(db);

      const rows = await db.all<{ bucket: string; subject: string; at: string }>(
        'SELECT bucket, subject, at FROM rate_limit_hits ORDER BY bucket, subject, at',
      );
      const expected = [
        ...[3, 2, 1].flatMap((m) => [
          { bucket: 'sign-in-send', subject: subject('email', 'a@example.com'), at: at(m) },
          { bucket: 'sign-in-send', subject: subject('email+client', 'a@example.com', '192.0.2.1'), at: at(m) },
          { bucket: 'sign-in-send', subject: subject('client', '192.0.2.1'), at: at(m) },
        ]),
        ...[3, 1].map((m) => ({
          bucket: 'sign-in-send',
          subject: subject('email+browser', 'a@example.com', 'AAAAAAAAAAAAAAAAAAAAAA'),
          at: at(m),
        })),
        { bucket: 'sign-in-failure', subject: subject('email', 'a@example.com'), at: at(1) },
        { bucket: 'sign-in-failure', subject: subject('email+requester', 'a@example.com', 'address:192.0.2.9'), at: at(1) },
        { bucket: 'sign-in-failure', subject: subject('client', '192.0.2.9'), at: at(1) },
        ...[10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((m) => ({ bucket: 'waitlist-post', subject: subject('client', '192.0.2.5'), at: at(m) })),
      ];
      const order = (list: typeof rows) =>
        [...list].sort((x, y) => `${x.bucket} ${x.subject} ${x.at}`.localeCompare(`${y.bucket} ${y.subject} ${y.at}`));
      expect(order(rows)).toEqual(order(expected));

      // So the limits count them: a 4th send within 15 minutes waits until the first is 15 minutes old; an 11th post an hour.
      const hits = rateLimitsRepo(db);
      const perRequester = { limit: SEND_LIMITS.perRequesterShort, subject: subject('email+client', 'a@example.com', '192.0.2.1') };
      expect(await secondsToWait(hits, 'sign-in-send', [perRequester], NOW)).toBe(12 * 60);
      expect(await secondsToWait(hits, 'waitlist-post', [{ limit: WAITLIST_LIMIT, subject: subject('client', '192.0.2.5') }], NOW)).toBe(
        50 * 60,
      );
      for (const table of ['sign_in_requests', 'sign_in_failures', 'waitlist_requests']) {
        await expect(db.get(`SELECT 1 FROM ${table}`)).rejects.toThrow();
      }
    });
  }
});
