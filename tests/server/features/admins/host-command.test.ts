import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../server/db/open-database';
import { rolesRepo } from '../../../../server/features/admins/roles-repo';
import { createSignedInUser } from '../../../helpers/accounts';
import { freshTestDatabase, type TestDatabase } from '../../../helpers/test-database';

// `npm run host`: the admin command for the host role (issue 15), run as a self-hoster would.
let dataDir: string;
let schema: TestDatabase;
const open = () => openDatabase({ databaseUrl: schema.url, file: path.join(dataDir, 'app.db') });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-command-'));
  schema = await freshTestDatabase();
  const db = await open();
  await createSignedInUser(db, { email: 'baker@example.com' });
  await db.close();
});
afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await schema.drop();
});

function host(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/host.ts', ...args], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: schema.url ?? '',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'development',
      DEMO_DATA: 'off',
    },
    encoding: 'utf8',
  });
  return { status: result.status, out: result.stdout.trim(), err: result.stderr.trim() };
}

async function isHost(id: string) {
  const db = await open();
  try {
    return await rolesRepo(db, 'host').has(id);
  } finally {
    await db.close();
  }
}

describe('npm run host', () => {
  it('grants the host role to an existing account, lists it, revokes it; refuses an unknown address', async () => {
    expect(await isHost('baker@example.com')).toBe(false);
    expect(host('grant', ' Baker@Example.com')).toEqual({ status: 0, out: 'baker@example.com is a host now', err: '' });
    expect(await isHost('baker@example.com')).toBe(true);
    expect(host('list').out).toBe('baker@example.com');
    expect(host('revoke', 'baker@example.com').out).toBe('baker@example.com is no longer a host');
    expect(host('list').out).toBe('no hosts');
    expect(host('grant', 'nobody@example.com')).toMatchObject({
      status: 1,
      err: 'no account for nobody@example.com: the person must sign in once first',
    });
    expect(host('grant')).toMatchObject({ status: 2, err: 'usage: npm run host -- grant <email> | revoke <email> | list' });
  });
});
