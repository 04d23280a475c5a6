import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../data/db';

/** The settings row that remembers, on this device, that the member chose to see the journey before recording. */
const JOURNEY_FIRST_KEY = 'journey.seeJourneyFirst';

/** Whether the member chose "see my journey first"; undefined while reading. */
export function useJourneyFirst(): boolean | undefined {
  return useLiveQuery(async () => (await db.settings.get(JOURNEY_FIRST_KEY))?.value === 'yes');
}

export async function chooseJourneyFirst(): Promise<void> {
  await db.settings.put({ key: JOURNEY_FIRST_KEY, value: 'yes' });
}

export async function chooseVideoOnboarding(): Promise<void> {
  await db.settings.delete(JOURNEY_FIRST_KEY);
}
