import zlib from 'node:zlib';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BatchAnswer } from '../../../../shared/discover';
import type { Database } from '../../../../server/db/database';
import { openDatabase } from '../../../../server/db/open-database';
import { changeFeed, FEED_GAP_LIMIT_MS } from '../../../../server/features/discover/change-feed';
import { discoverRepo } from '../../../../server/features/discover/repo';
import { picksRepo } from '../../../../server/features/discover/picks-repo';
import { deferred } from '../../../helpers/deferred';
import { memberRequest } from '../../../helpers/member-request';
import { createMember, fakeClock, type TestMember } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// GET /api/profiles/all keeps each viewer's answer as the bytes it sent, and sends them again while the feed of
// changes (migration 0036; PostgreSQL 0029) names neither the viewer nor anyone in their batch. batch-cards.test.ts
// checks each kind of change shows on the next answer; these check the answer is reused, and that the feed misses
// nothing when changes commit in another order than they were written.

let t: TestApp;
let other: Database | null = null;
afterEach(async () => {
  await other?.close();
  other = null;
  await t?.close();
});
const request = memberRequest(() => t.app);

async function answerOf(viewer: TestMember): Promise<{ body: string; names: string[] }> {
  const answer = await request(viewer, 'GET', '/api/profiles/all?location=CA:ON:Toronto');
  expect(answer.statusCode).toBe(200);
  return { body: answer.body, names: (answer.json() as BatchAnswer).data.map((card) => card.firstName).sort() };
}

async function releasedCity() {
  t = await buildTestApp({ now: fakeClock('2026-11-19T17:00:00Z').now });
  const ana = await createMember(t.app.db, { firstName: 'Ana', interests: ['book club'] });
  const ben = await createMember(t.app.db, { firstName: 'Ben', interests: ['hiking'] });
  const cal = await createMember(t.app.db, { firstName: 'Cal', interests: ['chess'] });
  await t.app.cycle.tick();
  return { ana, ben, cal };
}

/**
 * Takes these members out of every batch where the feed cannot see it (its trigger on batches dropped first): the
 * viewer's batch is empty, and no change names anyone.
 */
async function emptyBatchUnseen(...shown: TestMember[]): Promise<void> {
  const db = t.app.db;
  await db.exec(db.engine === 'sqlite' ? 'DROP TRIGGER discover_change_batch_changed' : 'DROP TRIGGER discover_change_batch ON batches');
  for (const member of shown) await t.app.repos.discover.forgetInBatches(member.email);
}

/** A second connection to the app's database, as another server process or a script would have. */
async function anotherConnection(): Promise<Database> {
  other = await openDatabase({ databaseUrl: t.config.databaseUrl, file: path.join(t.config.dataDir, 'app.db') });
  return other;
}

describe("a viewer's ready answer", () => {
  it('is sent again as it was until a change names the viewer or someone in their batch', async () => {
    const { ana, ben, cal } = await releasedCity();
    const first = await answerOf(ana);
    expect(first.names).toEqual(['Ben', 'Cal']);
    // Empty her batch where the feed cannot see it (its trigger dropped): the ready answer is what she gets.
    const db = t.app.db;
    await emptyBatchUnseen(ben, cal);
    expect((await answerOf(ana)).body).toBe(first.body);
    // A change to someone outside her batch leaves it ready; a change to someone in it does not.
    const { profiles } = t.app.repos;
    await profiles.update((await createMember(db)).email, { bucketList: ['see the aurora'] }, new Date().toISOString());
    expect((await answerOf(ana)).body).toBe(first.body);
    await profiles.update(ben.email, { bucketList: ['see the aurora'] }, new Date().toISOString());
    expect((await answerOf(ana)).names).toEqual([]);
  });

  it('stays ready when a step of the cycle changes but the week reads the same', async () => {
    const { ana, ben, cal } = await releasedCity();
    const first = await answerOf(ana);
    await emptyBatchUnseen(ben, cal);
    // A step the week's answer does not show (a later week's release) comes and starts: the feed says the cycle changed.
    const later = { city: 'toronto', week: '2027-01-07', step: 'release' } as const;
    await t.app.repos.jobs.ensure(later.city, later.week, later.step, new Date('2027-01-07T17:00:00Z'));
    expect(await t.app.repos.jobs.claim(later, new Date(), 60 * 60 * 1000)).toBe('claimed');
    expect((await answerOf(ana)).body).toBe(first.body);
  });

  it('follows a member of the batch whose profile goes and is made again', async () => {
    const { ana, ben } = await releasedCity();
    const db = t.app.db;
    expect((await answerOf(ana)).names).toEqual(['Ben', 'Cal']);
    await db.exec("CREATE TABLE saved_profile AS SELECT * FROM profiles WHERE first_name = 'Ben'");
    await t.app.repos.profiles.remove(ben.email);
    expect((await answerOf(ana)).names).toEqual(['Cal']);
    // The very row back (same profile id and card version), which nothing but a restore writes: no repo does.
    await db.exec('INSERT INTO profiles SELECT * FROM saved_profile');
    expect((await answerOf(ana)).names).toEqual(['Ben', 'Cal']);
  });

  it("is not kept while the viewer's batch is not written yet: a late joiner's batch shows once it is", async () => {
    await releasedCity();
    const dee = await createMember(t.app.db, { firstName: 'Dee', interests: ['pottery'] });
    // Dee joined after the release: the week is out, her batch is not (app.memberJoined is not called here).
    expect((await answerOf(dee)).names).toEqual([]);
    await t.app.cycle.tick();
    expect((await answerOf(dee)).names).toEqual(['Ana', 'Ben', 'Cal']);
  });

  it('is kept before the release as the week alone, and the release ends it', async () => {
    t = await buildTestApp({ now: fakeClock('2026-11-19T17:00:00Z').now });
    const ana = await createMember(t.app.db, { firstName: 'Ana', interests: ['book club'] });
    await createMember(t.app.db, { firstName: 'Ben', interests: ['hiking'] });
    // Due, not run yet: the week is not released, and the answer says so (twice: the second is the kept one).
    for (const answer of [await answerOf(ana), await answerOf(ana)]) {
      expect(answer.names).toEqual([]);
      expect((JSON.parse(answer.body) as BatchAnswer).week.released).toBe(false);
    }
    await t.app.cycle.tick();
    const after = await answerOf(ana);
    expect(after.names).toEqual(['Ben']);
    expect((JSON.parse(after.body) as BatchAnswer).week.released).toBe(true);
  });

  it('goes gzipped to a browser, which says it takes gzip, and as JSON to anything else', async () => {
    const { ana } = await releasedCity();
    const plain = await answerOf(ana);
    const asBrowser = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/profiles/all?location=CA:ON:Toronto',
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
        cookies: { sid: ana.sessionId },
      });
    for (const answer of [await asBrowser(), await asBrowser()]) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(answer.rawPayload.length).toBeLessThan(plain.body.length / 2);
      expect(zlib.gunzipSync(answer.rawPayload).toString()).toBe(plain.body);
    }
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/profiles/all?location=CA:ON:Toronto',
      headers: { 'accept-encoding': 'gzip;q=0, identity' },
      cookies: { sid: ana.sessionId },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('is built again when the week reads otherwise (here: its release undone), though nobody changed', async () => {
    const { ana } = await releasedCity();
    const first = JSON.parse((await answerOf(ana)).body) as BatchAnswer;
    // Straight in the table: no code takes a finished step back to pending.
    await t.app.db.run("UPDATE cycle_jobs SET status = 'pending' WHERE step = 'release' AND week = ?", [first.week.week]);
    const again = JSON.parse((await answerOf(ana)).body) as BatchAnswer;
    expect(again.week.released).toBe(false);
    expect(again.data).toEqual([]);
  });

  it('follows a block that commits after a later change was already read (commit order, not write order)', async () => {
    const { ana, ben, cal } = await releasedCity();
    expect((await answerOf(ana)).names).toEqual(['Ben', 'Cal']);
    const late = await anotherConnection();
    const held = deferred();
    const blockWritten = deferred();
    // Ben blocks Ana in a transaction that stays open: its feed row is written first and committed last.
    const blocking = late.transaction(async () => {
      await picksRepo(late).block(ben.email, ana.email, new Date().toISOString());
      blockWritten.resolve();
      await held.promise;
    });
    await blockWritten.promise;
    // PostgreSQL lets another writer commit meanwhile, so the feed holds a later row, committed and read first.
    // SQLite has one writer at a time: there the open transaction is all there is.
    if (t.app.db.engine === 'postgres') {
      await t.app.repos.profiles.setFirstName(cal.email, 'Callum', new Date().toISOString());
    }
    const whileOpen = await answerOf(ana);
    expect(whileOpen.names).toEqual(t.app.db.engine === 'postgres' ? ['Ben', 'Callum'] : ['Ben', 'Cal']);
    held.resolve();
    await blocking;
    expect((await answerOf(ana)).names).toEqual(t.app.db.engine === 'postgres' ? ['Callum'] : ['Cal']);
  });
});

describe('the change feed', () => {
  it('counts nothing built before as right after the process has not read it for an hour', async () => {
    const { ana } = await releasedCity();
    let now = 0;
    const feed = changeFeed(discoverRepo(t.app.db), () => now);
    await feed.catchUp();
    const builtAt = feed.tick;
    await feed.catchUp();
    expect(feed.unchangedSince(builtAt, [ana.email])).toBe(true);
    now += FEED_GAP_LIMIT_MS + 1;
    await feed.catchUp();
    expect(feed.unchangedSince(builtAt, [ana.email])).toBe(false);
    expect(feed.unchangedSince(feed.tick, [ana.email])).toBe(true);
  });

  it("keeps a day of rows: the scheduler's tick forgets older ones", async () => {
    const { ana, ben } = await releasedCity();
    const db = t.app.db;
    const { discover, profiles } = t.app.repos;
    // A change to each writes its row; Ben's is then made a long time old.
    for (const member of [ana, ben]) await profiles.update(member.email, { bucketList: ['see the aurora'] }, new Date().toISOString());
    const old = db.engine === 'sqlite' ? '2000-01-01T00:00:00.000Z' : '2000-01-01T00:00:00Z';
    expect(await discover.backdateChanges(ben.email, old)).toBeGreaterThan(0);
    await t.app.cycle.tick();
    // The whole feed, read from its beginning.
    const left = (await discover.changesAfter(db.engine === 'sqlite' ? { seq: 0 } : { xmin: '0', seen: new Set() })).userIds;
    expect(left).toContain(ana.email);
    expect(left).not.toContain(ben.email);
  });
});
