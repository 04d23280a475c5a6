import { db } from './db';
import { enqueue } from './outbox';

/** The settings row holding a poetry night registration made while signed out, until someone signs in here. */
const KEPT_KEY = 'poetry-night-join';

/**
 * The public poetry night page needs no account (spec 001 §2): signed in, the Fridays go out through the outbox at once;
 * signed out, they are kept on this device and sent once the person has signed in (sendKeptPoetryNight).
 */
export async function registerForPoetryNight(availability: string[], signedIn: boolean): Promise<void> {
  if (signedIn) await enqueue('register-poetry-night', { availability });
  else await db.settings.put({ key: KEPT_KEY, value: JSON.stringify(availability) });
}

/** Sends a registration kept while signed out (called in the members area); the row goes as the entry is written. */
export async function sendKeptPoetryNight(): Promise<void> {
  await db.transaction('rw', [db.settings, db.outbox], async () => {
    const kept = await db.settings.get(KEPT_KEY);
    if (!kept) return;
    await db.settings.delete(KEPT_KEY);
    let availability: unknown;
    try {
      availability = JSON.parse(kept.value);
    } catch {
      return;
    }
    if (Array.isArray(availability) && availability.every((date) => typeof date === 'string') && availability.length > 0)
      await enqueue('register-poetry-night', { availability: availability as string[] });
  });
}
