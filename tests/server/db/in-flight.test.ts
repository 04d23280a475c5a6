import { describe, expect, it } from 'vitest';
import { inFlight } from '../../../server/db/in-flight';

describe('inFlight', () => {
  it('lets a call fail while nobody awaits it yet without an unhandled rejection, and gives the failure to whoever awaits it', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const failing = inFlight(Promise.reject(new Error('the database went away')));
      // Other work runs before the call is awaited. Node tells of an unhandled rejection once the microtasks of the
      // turn that made it have run: by the next turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
      await expect(failing).rejects.toThrow('the database went away');
    } finally {
      process.off('unhandledRejection', record);
    }
  });

  it('gives back the answer of a call that succeeds', async () => {
    await expect(inFlight(Promise.resolve(42))).resolves.toBe(42);
  });
});
