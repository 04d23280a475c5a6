import { describe, expect, it } from 'vitest';
import { keys } from '../../../client/data/server-keys';
import { createServerRead } from '../../../client/data/server-read';

/** A load whose answers the test gives, one per call, and the signals each call was given. */
function deferredLoads<T>() {
  const calls: { signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const load = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
    });
  return { calls, load };
}

describe('createServerRead (what useServerData keeps)', () => {
  it('is loading until the first answer, then holds it', async () => {
    const { calls, load } = deferredLoads<string>();
    const read = createServerRead(load);
    expect(read.get()).toEqual({ data: undefined, error: undefined, loading: true });
    const done = read.refetch();
    calls[0]!.resolve('first');
    await done;
    expect(read.get()).toEqual({ data: 'first', error: undefined, loading: false });
  });

  it('keeps the data shown when a later read fails, with the error, and drops the error once a read succeeds', async () => {
    const { calls, load } = deferredLoads<string>();
    const read = createServerRead(load);
    let done = read.refetch();
    calls[0]!.resolve('first');
    await done;
    const offline = new Error('offline');
    done = read.refetch();
    expect(read.get().loading).toBe(true);
    calls[1]!.reject(offline);
    await done;
    expect(read.get()).toEqual({ data: 'first', error: offline, loading: false });
    done = read.refetch();
    calls[2]!.resolve('second');
    await done;
    expect(read.get()).toEqual({ data: 'second', error: undefined, loading: false });
  });

  it('aborts the read in flight when asked again, and keeps only the latest answer', async () => {
    const { calls, load } = deferredLoads<string>();
    const read = createServerRead(load);
    const first = read.refetch();
    const second = read.refetch();
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[1]!.resolve('new');
    await second;
    calls[0]!.resolve('old');
    await first;
    expect(read.get().data).toBe('new');
  });

  it('aborts on stop and ignores an answer that still arrives (the screen closed)', async () => {
    const { calls, load } = deferredLoads<string>();
    const read = createServerRead(load);
    let told = 0;
    read.subscribe(() => told++);
    const done = read.refetch();
    read.stop();
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.reject(new Error('aborted'));
    await done;
    expect(read.get()).toEqual({ data: undefined, error: undefined, loading: true });
    expect(told).toBe(0);
  });

  it('puts an answer in place without a read, from a value or from what is known', async () => {
    const { calls, load } = deferredLoads<number>();
    const read = createServerRead(load);
    const done = read.refetch();
    calls[0]!.resolve(1);
    await done;
    read.set((known) => (known ?? 0) + 1);
    expect(read.get().data).toBe(2);
    read.set(10);
    expect(read.get().data).toBe(10);
  });

  it('is not loading when made idle (a null key reads nothing)', () => {
    expect(createServerRead(() => Promise.resolve(1), false).get().loading).toBe(false);
  });
});

describe('keys', () => {
  it('names a thing read with its parameters, so another parameter is another read', () => {
    expect(keys.format('a')).toEqual(['event-format', 'a']);
    expect(JSON.stringify(keys.format('a'))).not.toBe(JSON.stringify(keys.format('b')));
    expect(JSON.stringify(keys.format('a'))).not.toBe(JSON.stringify(keys.formatPeople('a')));
  });
});
