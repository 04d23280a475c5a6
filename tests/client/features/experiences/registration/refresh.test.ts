// A real IndexedDB in memory (fake-indexeddb), installed before Dexie is loaded: the refresh meets the real tables.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../../../client/data/db';
import { registrationAccepted } from '../../../../../client/data/experience-registrations';
import { removeAccepted } from '../../../../../client/data/outbox-accepted';
import { refreshOwnRegistrations } from '../../../../../client/features/experiences/registration/refresh';
import type { Registration } from '../../../../../shared/experiences-contract';

const registration = (experienceId: string, updatedAt = '2026-11-30T10:00:00.000Z') =>
  ({ experienceId, updatedAt }) as unknown as Registration;

/**
 * The server's answers to GET /api/experiences/registrations, one per read (the browser's fetch, the only stand-in:
 * the refresh, its re-read and the tables are the app's own). `during` runs while the first read is in flight.
 */
function serverLists(lists: Registration[][], during?: () => Promise<void>) {
  let reads = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    expect(url).toBe('/api/experiences/registrations');
    const list = lists[Math.min(reads, lists.length - 1)]!;
    if (reads++ === 0) await during?.();
    return new Response(JSON.stringify({ registrations: list }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return () => reads;
}

const onDevice = async () => (await db.experienceRegistrations.toArray()).map((row) => row.experienceId);

beforeEach(async () => {
  vi.stubGlobal('navigator', { onLine: true });
  await db.delete();
  await db.open();
});
afterEach(() => vi.unstubAllGlobals());

describe('what the device keeps of the member registrations a read answered', () => {
  it('keeps a registration accepted while the read was in flight, though that read was answered without it', async () => {
    // Back online the outbox and the read go at once: the read was answered before the registration committed.
    await db.outbox.add({
      opId: 'register-1',
      kind: 'register-experience',
      payload: {} as never,
      createdAt: 1,
      attempts: 0,
      nextAttemptAt: 0,
      status: 'pending',
      lastError: null,
    });
    const reads = serverLists([[], [registration('poetry-night')]], async () => {
      // What the drain does with the accepted send: remove (and count) the entry, then keep the answer on the device.
      await removeAccepted('register-1');
      await registrationAccepted('poetry-night', { ok: true, registration: registration('poetry-night') });
    });
    await refreshOwnRegistrations();
    expect(reads()).toBe(2);
    expect(await onDevice()).toEqual(['poetry-night']);
  });

  it('otherwise takes the server list as it is: one kept before and missing from it is gone (cancelled)', async () => {
    await db.experienceRegistrations.bulkPut([registration('old'), registration('older')]);
    const reads = serverLists([[registration('other')]]);
    await refreshOwnRegistrations();
    expect(reads()).toBe(1);
    expect(await onDevice()).toEqual(['other']);
  });

  it("keeps the server's row when the list has the registration", async () => {
    await db.experienceRegistrations.put(registration('poetry-night'));
    const fromServer = registration('poetry-night', '2026-11-30T11:00:00.000Z');
    serverLists([[fromServer]]);
    await refreshOwnRegistrations();
    expect(await db.experienceRegistrations.toArray()).toEqual([fromServer]);
  });
});
