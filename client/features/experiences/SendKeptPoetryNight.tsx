import { useEffect } from 'react';
import { sendKeptPoetryNight } from '../../data/poetry-night-kept';

/**
 * Mounted while someone is signed in, on any page: the poetry night answer this device kept while nobody was (the page
 * asked them to sign in to send it) goes into the outbox, whether or not they have a profile yet.
 */
export default function SendKeptPoetryNight({ userId }: { userId: string }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: another person signing in on this device sends it as theirs
  useEffect(() => {
    sendKeptPoetryNight().catch((error: unknown) => console.warn('could not send the kept poetry night answer', error));
  }, [userId]);
  return null;
}
