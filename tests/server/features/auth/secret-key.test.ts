import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../../server/db/database';
import { openDatabase } from '../../../../server/db/open-database';
import { loadSecretKey } from '../../../../server/features/auth/secret-key';
import { freshTestDatabase, onPostgres, type TestDatabase } from '../../../helpers/test-database';

const now = () => new Date('2026-12-03T12:00:00Z');
const opened: { db: Database; database: TestDatabase; folder: string }[] = [];

/** A migrated database of its own, and two data folders, as two app nodes on two machines would have. */
async function database() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-key-'));
  const test = await freshTestDatabase();
  const db = await openDatabase({ databaseUrl: test.url, file: path.join(folder, 'app.db') });
  opened.push({ db, database: test, folder });
  return { db, nodeA: path.join(folder, 'a'), nodeB: path.join(folder, 'b') };
}

afterEach(async () => {
  for (const { db, database: test, folder } of opened.splice(0)) {
    await db.close();
    await test.drop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

describe(`the server's secret key (${onPostgres() ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('without SECRET_KEY, two nodes starting at once keep and use one key from the database', async () => {
    const { db, nodeA, nodeB } = await database();
    const [a, b] = await Promise.all([loadSecretKey(null, nodeA, db, now), loadSecretKey(null, nodeB, db, now)]);
    expect(a.toString()).toMatch(/^[0-9a-f]{64}$/);
    expect(b.equals(a)).toBe(true);
    // Kept: a later start finds the same one, and writes no file of its own.
    expect((await loadSecretKey(null, nodeB, db, now)).equals(a)).toBe(true);
    expect(fs.existsSync(path.join(nodeB, 'secret.key'))).toBe(false);
  });

  it("an older installation's DATA_DIR/secret.key becomes the kept key, so nobody is signed out", async () => {
    const { db, nodeA, nodeB } = await database();
    fs.mkdirSync(nodeA);
    fs.writeFileSync(path.join(nodeA, 'secret.key'), `${'ab'.repeat(32)}\n`);
    expect((await loadSecretKey(null, nodeA, db, now)).toString()).toBe('ab'.repeat(32));
    expect((await loadSecretKey(null, nodeB, db, now)).toString()).toBe('ab'.repeat(32));
  });

  it('SECRET_KEY, when set, is the key, whatever the database keeps', async () => {
    const { db, nodeA } = await database();
    await loadSecretKey(null, nodeA, db, now);
    expect((await loadSecretKey('from-the-environment', nodeA, db, now)).toString()).toBe('from-the-environment');
  });
});
