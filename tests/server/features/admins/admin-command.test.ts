import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../server/db/open-database';
import { adminsRepo } from '../../../../server/features/admins/repo';
import { rolesRepo } from '../../../../server/features/admins/roles-repo';
import { createSignedInUser } from '../../../helpers/accounts';
import { freshTestDatabase, type TestDatabase } from '../../../helpers/test-database';

// `npm run admin` and `npm run host`: the only way to give or take the admin role, and the command-line way
// to the host role, run as a self-hoster would.
let dataDir: string;
let schema: TestDatabase;
const open = () => openDatabase({ databaseUrl: schema.url, file: path.join(dataDir, 'app.db') });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-command-'));
  schema = await freshTestDatabase();
  const db = await open();
  await createSignedInUser(db, { email: 'rev@example.com' });
  await createSignedInUser(db, { email: 'baker@example.com' });
  await db.close();
});
afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await schema.drop();
});

function run(script: 'admin' | 'host', args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
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
const admin = (...args: string[]) => run('admin', args);
const host = (...args: string[]) => run('host', args);

async function isAdmin(id: string) {
  const db = await open();
  try {
    return await adminsRepo(db).isAdmin(id);
  } finally {
    await db.close();
  }
}

async function isHost(id: string) {
  const db = await open();
  try {
    return await rolesRepo(db, 'host').has(id);
  } finally {
    await db.close();
  }
}

describe('npm run admin', () => {
  it('grants the role to an existing account (the address as typed), lists it, and revokes it', async () => {
    expect(await isAdmin('rev@example.com')).toBe(false);
    expect(admin('grant', '  Rev@Example.com ')).toEqual({ status: 0, out: 'rev@example.com is an admin now', err: '' });
    expect(await isAdmin('rev@example.com')).toBe(true);
    expect(admin('list').out).toBe('rev@example.com');
    expect(admin('revoke', 'rev@example.com').out).toBe('rev@example.com is no longer an admin');
    expect(await isAdmin('rev@example.com')).toBe(false);
    expect(admin('list').out).toBe('no admins');
  });

  it('refuses an address without an account, and says how to use it when called wrongly', () => {
    expect(admin('grant', 'nobody@example.com')).toMatchObject({
      status: 1,
      err: 'no account for nobody@example.com: the person must sign in once first',
    });
    expect(admin('grant')).toMatchObject({ status: 2, err: 'usage: npm run admin -- grant <email> | revoke <email> | list' });
    expect(admin('promote', 'rev@example.com').status).toBe(2);
  });
});

describe('npm run host', () => {
  it('grants the host role to an existing account, lists it, revokes it; refuses an unknown address', async () => {
    expect(await isHost('baker@example.com')).toBe(false);
    expect(host('grant', ' Baker@Example.com')).toEqual({ status: 0, out: 'baker@example.com is a host now', err: '' });
    expect(await isHost('baker@example.com')).toBe(true);
    expect(await isAdmin('baker@example.com')).toBe(false);
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
