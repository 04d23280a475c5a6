import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database, Engine, SqlValue } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { createMember } from '../../helpers/members';
import { emptyDatabases, enginesUnderTest } from '../../helpers/test-database';

// Migration 0032 (PostgreSQL 0025): profiles.card_version goes up with every change to what discover shows of a
// member, whoever writes it, so a card cached by any server process is never used once it is out of date.

const databases = emptyDatabases();
afterEach(async () => databases.closeAll());

async function migrated(engine: Engine): Promise<Database> {
  const db = await databases.open(engine);
  await migrate(db);
  return db;
}

const versionOf = async (db: Database, userId: string) =>
  Number((await db.get<{ v: number | string }>('SELECT card_version AS v FROM profiles WHERE user_id = ?', [userId]))!.v);

describe.each(enginesUnderTest())('card_version on %s', (engine) => {
  it('goes up with every change to the profile row, and only that member’s', async () => {
    const db = await migrated(engine);
    const ana = await createMember(db, { firstName: 'Ana' });
    const ben = await createMember(db, { firstName: 'Ben' });
    const [anaStart, benStart] = [await versionOf(db, ana.email), await versionOf(db, ben.email)];
    await db.run("UPDATE profiles SET first_name = 'Anna' WHERE user_id = ?", [ana.email]);
    expect(await versionOf(db, ana.email)).toBe(anaStart + 1);
    await db.run("UPDATE profiles SET photo_file = 'new.jpg', bucket_list = '[\"x\"]' WHERE user_id = ?", [ana.email]);
    expect(await versionOf(db, ana.email)).toBe(anaStart + 2);
    // Even a write of the version itself cannot set it back.
    await db.run('UPDATE profiles SET card_version = 0 WHERE user_id = ?', [ana.email]);
    expect(await versionOf(db, ana.email)).toBeGreaterThan(anaStart + 2);
    expect(await versionOf(db, ben.email)).toBe(benStart);
  });

  it('goes up when an interest or a video is added, changed, moved or removed, for each member it touches', async () => {
    const db = await migrated(engine);
    const ana = await createMember(db, { firstName: 'Ana', interests: ['chess'] });
    const ben = await createMember(db, { firstName: 'Ben', interests: [] });
    const at = new Date().toISOString();
    const step = async (sql: string, params: SqlValue[]) => {
      const before = [await versionOf(db, ana.email), await versionOf(db, ben.email)];
      await db.run(sql, params);
      return [(await versionOf(db, ana.email)) - before[0]!, (await versionOf(db, ben.email)) - before[1]!];
    };
    const interestId = crypto.randomUUID();
    const insertInterest = `INSERT INTO interests (id, user_id, position, name, looking_for, contribute, created_at, updated_at)
      VALUES (?, ?, 1, 'go', '', '', ?, ?)`;
    expect(await step(insertInterest, [interestId, ana.email, at, at])).toEqual([1, 0]);
    expect(await step("UPDATE interests SET looking_for = 'players' WHERE id = ?", [interestId])).toEqual([1, 0]);
    expect(await step('UPDATE interests SET user_id = ? WHERE id = ?', [ben.email, interestId])).toEqual([1, 1]);
    expect(await step('DELETE FROM interests WHERE id = ?', [interestId])).toEqual([0, 1]);

    const videoId = crypto.randomUUID();
    const insertVideo = `INSERT INTO videos (id, user_id, prompt_id, prompt_type, file, poster_file, container, duration_ms, width,
      height, size_bytes, received_sha256, created_at) VALUES (?, ?, 'city_tip', 'useful', ?, ?, 'webm', 15000, 640, 480, 1, 'x', ?)`;
    expect(await step(insertVideo, [videoId, ben.email, `${videoId}.webm`, `${videoId}.jpg`, at])).toEqual([0, 1]);
    expect(await step("UPDATE videos SET review_status = 'approved' WHERE id = ?", [videoId])).toEqual([0, 1]);
    expect(await step('DELETE FROM videos WHERE id = ?', [videoId])).toEqual([0, 1]);
  });

  it('lets an account go with its profile, interests and videos in one delete', async () => {
    const db = await migrated(engine);
    const ana = await createMember(db, { firstName: 'Ana', interests: ['chess', 'go'] });
    await db.run('DELETE FROM users WHERE id = ?', [ana.email]);
    expect(await db.get('SELECT 1 AS one FROM profiles WHERE user_id = ?', [ana.email])).toBeUndefined();
    expect(await db.get('SELECT 1 AS one FROM interests WHERE user_id = ?', [ana.email])).toBeUndefined();
  });
});
