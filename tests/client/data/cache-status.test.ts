// A real IndexedDB in memory (fake-indexeddb), installed before Dexie is loaded, so the refresh meets the real tables.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPastAccepted, refreshCached } from '../../../client/data/cache-status';
import { db } from '../../../client/data/db';
import { acceptedSoFar, removeAccepted } from '../../../client/data/outbox-accepted';
import type { OutboxEntry } from '../../../client/data/outbox-entry';

const online = { onLine: true };

beforeEach(async () => {
  online.onLine = true;
  vi.stubGlobal('navigator', online);
  await db.delete();
  await db.open();
});
afterEach(() => vi.unstubAllGlobals());

let made = 0;
/** A change waiting in the outbox, as enqueue leaves it. */
async function waitingChange(): Promise<string> {
  const entry: OutboxEntry = {
    opId: `op-${++made}`,
    kind: 'set-pick',
    payload: { profileId: 'p1', level: 4 },
    createdAt: made,
    attempts: 0,
    nextAttemptAt: 0,
    status: 'pending',
    lastError: null,
  };
  await db.outbox.add(entry);
  return entry.opId;
}

describe('refreshCached', () => {
  it('reads again once back online after a refresh was tried offline (it used to share that finished refresh forever)', async () => {
    const read = vi.fn(async () => 'answer');
    const written: string[] = [];
    const write = async (answer: string) => void written.push(answer);
    online.onLine = false;
    await refreshCached('things', read, write);
    expect(read).not.toHaveBeenCalled();
    online.onLine = true;
    await refreshCached('things', read, write);
    expect(read).toHaveBeenCalledTimes(1);
    expect(written).toEqual(['answer']);
  });

  it('shares a refresh still running with a second call for the same thing', async () => {
    let answer!: (value: string) => void;
    const read = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const written: string[] = [];
    const first = refreshCached('things', read, async (value) => void written.push(value));
    const second = refreshCached('things', read, async (value) => void written.push(value));
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    answer('one');
    await Promise.all([first, second]);
    expect(written).toEqual(['one']);
    await refreshCached(
      'things',
      async () => 'two',
      async (value) => void written.push(value),
    );
    expect(written).toEqual(['one', 'two']);
  });

  it('does not keep an answer read while the outbox had a change accepted: it reads again and keeps that', async () => {
    const opId = await waitingChange();
    const answers = ['before the change', 'after the change'];
    const written: string[] = [];
    await refreshCached(
      'picks',
      async () => {
        const answer = answers.shift()!;
        // The change is accepted while this read is in flight (the read was answered first).
        if (answer === 'before the change') await removeAccepted(opId);
        return answer;
      },
      async (answer) => void written.push(answer),
    );
    expect(written).toEqual(['after the change']);
    expect(await db.outbox.get(opId)).toBeUndefined();
  });
});

describe('readPastAccepted', () => {
  it('reads and writes again when a change is accepted while the answer is being written', async () => {
    const opId = await waitingChange();
    let reads = 0;
    const written: string[] = [];
    await readPastAccepted(
      async () => `read ${++reads}`,
      async (answer) => {
        written.push(answer);
        if (written.length === 1) await removeAccepted(opId);
      },
      acceptedSoFar,
    );
    expect(written).toEqual(['read 1', 'read 2']);
  });

  it('stops after three reads while changes keep being accepted, and keeps the last answer', async () => {
    let reads = 0;
    const written: string[] = [];
    await readPastAccepted(
      async () => {
        await removeAccepted(await waitingChange());
        return `read ${++reads}`;
      },
      async (answer) => void written.push(answer),
      acceptedSoFar,
    );
    expect(reads).toBe(3);
    expect(written).toEqual(['read 3']);
  });

  it('reads once and writes once when nothing is accepted meanwhile', async () => {
    await waitingChange();
    const read = vi.fn(async () => 'only');
    const written: string[] = [];
    await readPastAccepted(read, async (answer) => void written.push(answer), acceptedSoFar);
    expect(read).toHaveBeenCalledTimes(1);
    expect(written).toEqual(['only']);
  });
});

describe('removeAccepted', () => {
  it('removes the accepted entry and counts it, leaving the others waiting', async () => {
    const [first, second] = [await waitingChange(), await waitingChange()];
    expect(await acceptedSoFar()).toBe(0);
    await removeAccepted(first);
    expect(await acceptedSoFar()).toBe(1);
    expect((await db.outbox.toArray()).map((entry) => entry.opId)).toEqual([second]);
  });
});
