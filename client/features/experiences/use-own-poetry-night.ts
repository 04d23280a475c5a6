import { useCallback, useEffect, useState } from 'react';
import type { OwnPoetryNight } from '../../../shared/experiences-contract';
import { ApiError, apiCall, NetworkError } from '../../api/http';
import { onOutboxDone } from '../../data/outbox-events';

export const GIVE_BACK_OFFLINE = "You are offline: your seat is still yours. Try again once you're back online.";

/**
 * The signed-in member's poetry night (GET /api/poetry-night/registration): their Fridays and decided seats, read on
 * open, when the connection returns and when an answer of theirs reaches the server (one kept until they signed in); `giveBack` takes a Friday off (online only: the next person waiting is told
 * at once). undefined while asked; null when not signed in or not reachable.
 */
export function useOwnPoetryNight(signedIn: boolean) {
  const [own, setOwn] = useState<OwnPoetryNight | null | undefined>(undefined);
  const load = useCallback(() => {
    if (!signedIn) {
      setOwn(null);
      return;
    }
    apiCall('GET /poetry-night/registration', {}).then(setOwn, () => setOwn((known) => known ?? null));
  }, [signedIn]);
  useEffect(() => {
    load();
    window.addEventListener('online', load);
    const stop = onOutboxDone((done) => {
      if (done.kind === 'register-poetry-night') load();
    });
    return () => {
      window.removeEventListener('online', load);
      stop();
    };
  }, [load]);

  const giveBack = useCallback(async (friday: string): Promise<string | null> => {
    try {
      setOwn(
        await apiCall(
          'POST /poetry-night/seats/:friday/release',
          { params: { friday } },
          { headers: { 'Idempotency-Key': crypto.randomUUID() } },
        ),
      );
      return null;
    } catch (error) {
      if (error instanceof NetworkError) return GIVE_BACK_OFFLINE;
      return error instanceof ApiError ? error.message : 'Your seat could not be given back just now. Try again in a moment.';
    }
  }, []);

  return { own, giveBack };
}
