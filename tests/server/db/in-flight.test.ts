import { describe, expect, it } from 'vitest';
import { inFlight } from '../../../server/db/in-flight';

describe('inFlight', () => {
  it('lets a call fail while nobody awaits it yet without an unhandled rejection, and gives the failure to whoever awaits it', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const failing = inFlight(Promise.reject(new Error('the database went away')));
      // Other work runs for a while, over several turns of the event loop, before the call is awaited.
      await new Promise((resolve) => setTimeout(resolve, 50));
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
