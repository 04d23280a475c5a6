import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMember } from '../../helpers/members';
import { buildTestApp, type TestApp } from '../../helpers/test-app';

// The repo functions the benchmarks (bench/) seed a city and read its week with, on either engine.

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

const AT = '2026-11-21T12:00:00.000Z';
const LATER = '2026-11-21T12:10:00.000Z';
// A week and city of their own: the app's scheduler makes none of their jobs or batches.
const WEEK = '2020-01-02';
const CITY = 'bench-city';

describe('repo functions for seeding and reading a benchmark’s city', () => {
  it('addMany stores fresh codes, past one statement’s 500 rows, each reached by its address', async () => {
    const { codes } = t.app.repos;
    const rows = Array.from({ length: 501 }, (_, i) => ({
      email: `b${i}@example.com`,
      browserId: `browser-${i}`,
      clientAddress: '198.51.100.1',
      codeHmac: `code-${i}`,
      secretHmac: `secret-${i}`,
      createdAt: AT,
      expiresAt: LATER,
    }));
    await t.app.db.transaction(() => codes.addMany(rows));
    for (const { email, ...code } of [rows[0]!, rows[500]!]) {
      expect(await codes.reachedBy(email, 'address', '198.51.100.1')).toEqual({ ...code, browserFailures: 0, addressFailures: 0 });
    }
  });

  it('createSessions begins live sessions; the counts answer what was seeded', async () => {
    const ana = await createMember(t.app.db, { interests: ['running', 'photography'] });
    const ben = await createMember(t.app.db, { interests: ['chess'] });
    const { auth, interests, picks } = t.app.repos;
    await auth.createSessions(
      [
        { idHash: 'ana-bench-session', userId: ana.email },
        { idHash: 'ben-bench-session', userId: ben.email },
      ],
      AT,
      LATER,
    );
    expect((await auth.findSession('ben-bench-session'))?.user.id).toBe(ben.email);
    expect(await auth.sessionsOf(ana.email)).toContainEqual({ createdAt: AT, lastSeenAt: AT, expiresAt: LATER });
    await picks.setLevel(ana.email, ben.email, 3, WEEK, AT);
    expect([await auth.countUsers(), await interests.count(), await picks.count()]).toEqual([2, 3, 1]);
  });

  it('the week’s batches: counted, and read a page at a time in viewer order', async () => {
    const [ana, ben] = [await createMember(t.app.db), await createMember(t.app.db)].sort((a, b) => (a.email < b.email ? -1 : 1));
    const { discover } = t.app.repos;
    await discover.insertBatchesUnlessThere(
      WEEK,
      CITY,
      [
        { viewerId: ana!.email, memberIds: [ben!.email] },
        { viewerId: ben!.email, memberIds: [ana!.email] },
      ],
      AT,
    );
    expect([await discover.batchCount(WEEK), await discover.batchCount('2020-01-09')]).toEqual([2, 0]);
    const lists = (rows: { viewerId: string; memberIds: string }[]) => rows.map((row) => [row.viewerId, JSON.parse(row.memberIds)]);
    expect(lists(await discover.weekBatchesAfter(WEEK, '', 1))).toEqual([[ana!.email, [ben!.email]]]);
    expect(lists(await discover.weekBatchesAfter(WEEK, ana!.email, 1))).toEqual([[ben!.email, [ana!.email]]]);
    expect(await discover.weekBatchesAfter(WEEK, ben!.email, 1)).toEqual([]);
  });

  it('runOf answers where a job stands and when its run started and finished', async () => {
    const { jobs } = t.app.repos;
    const job = { city: CITY, week: WEEK, step: 'release' } as const;
    expect(await jobs.runOf(CITY, WEEK, 'release')).toBeUndefined();
    await jobs.ensure(CITY, WEEK, 'release', new Date(AT));
    expect(await jobs.runOf(CITY, WEEK, 'release')).toEqual({
      status: 'pending',
      startedAt: null,
      finishedAt: null,
      attempts: 0,
      summary: null,
    });
    expect(await jobs.claim(job, new Date(AT), 60_000)).toBe('claimed');
    await jobs.finish(job, 'done', new Date(LATER), { batches: 2 });
    expect(await jobs.runOf(CITY, WEEK, 'release')).toEqual({
      status: 'done',
      startedAt: AT,
      finishedAt: LATER,
      attempts: 1,
      summary: '{"batches":2}',
    });
  });
});
