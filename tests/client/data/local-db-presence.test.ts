import { afterEach, describe, expect, it, vi } from 'vitest';

// Each test gets a fresh module: "in use" is per page and never reset.
async function presence() {
  vi.resetModules();
  return import('../../../client/data/local-db-presence');
}

/** The browser's database list (IDBFactory.databases), as Chromium answers it. */
function deviceWithDatabases(names: string[]) {
  vi.stubGlobal('indexedDB', { databases: async () => names.map((name) => ({ name, version: 1 })) });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('whether the device has the local database, known without Dexie', () => {
  it('is false on a first visit: the browser lists no meetup database', async () => {
    deviceWithDatabases(['something-else']);
    const { localDatabaseExists } = await presence();
    expect(await localDatabaseExists()).toBe(false);
  });

  it('is true when an earlier visit (or another tab) created it', async () => {
    deviceWithDatabases(['meetup']);
    const { localDatabaseExists } = await presence();
    expect(await localDatabaseExists()).toBe(true);
  });

  it('is true once this page loads the database, and tells those waiting for it once', async () => {
    deviceWithDatabases([]);
    const { localDatabaseExists, markLocalDatabaseInUse, onLocalDatabaseInUse } = await presence();
    const waiting = vi.fn();
    const unsubscribe = onLocalDatabaseInUse(waiting);
    markLocalDatabaseInUse();
    markLocalDatabaseInUse();
    expect(waiting).toHaveBeenCalledTimes(1);
    expect(await localDatabaseExists()).toBe(true);
    unsubscribe();
  });

  it('is true where the browser cannot list its databases or the listing fails: everything loads as before', async () => {
    vi.stubGlobal('indexedDB', {});
    expect(await (await presence()).localDatabaseExists()).toBe(true);
    vi.stubGlobal('indexedDB', {
      databases: async () => {
        throw new Error('listing refused');
      },
    });
    expect(await (await presence()).localDatabaseExists()).toBe(true);
  });

  it('loading client/data/db.ts marks the database in use', async () => {
    vi.resetModules();
    const { onLocalDatabaseInUse } = await import('../../../client/data/local-db-presence');
    const waiting = vi.fn();
    onLocalDatabaseInUse(waiting);
    await import('../../../client/data/db');
    expect(waiting).toHaveBeenCalledTimes(1);
  });
});
