import { KEPT_POETRY_NIGHT_KEY } from './clear-local-data';
import { db } from './db';
import { enqueue } from './outbox';
import { decodeSetting, encodeSetting, settings } from './settings';

/**
 * The public poetry night page needs no account (docs/product-rules.md#experiences-and-poetry-night): signed in, the Fridays go out through the outbox at once;
 * signed out, they are kept on this device and sent once the person has signed in (sendKeptPoetryNight).
 */
export async function registerForPoetryNight(availability: string[], signedIn: boolean): Promise<void> {
  if (signedIn) await enqueue('register-poetry-night', { availability });
  else await db.settings.put({ key: KEPT_POETRY_NIGHT_KEY, value: encodeSetting(settings.keptPoetryNight, availability) });
}

const parseKept = (value: string | undefined): string[] | null => decodeSetting(settings.keptPoetryNight, value);

/** The Fridays kept on this device while signed out, or null when none are waiting for a sign-in. */
export async function readKeptPoetryNight(): Promise<string[] | null> {
  return parseKept((await db.settings.get(KEPT_POETRY_NIGHT_KEY))?.value);
}

/** Sends an answer kept while signed out (called once someone is signed in); the row goes as the entry is written. */
export async function sendKeptPoetryNight(): Promise<void> {
  await db.transaction('rw', [db.settings, db.outbox], async () => {
    const kept = await db.settings.get(KEPT_POETRY_NIGHT_KEY);
    if (!kept) return;
    await db.settings.delete(KEPT_POETRY_NIGHT_KEY);
    const availability = parseKept(kept.value);
    if (availability) await enqueue('register-poetry-night', { availability });
  });
}
