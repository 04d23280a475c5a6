import { useCallback, useEffect } from 'react';
import type { OwnPoetryNight } from '../../../shared/experiences-contract';
import { ApiError, apiCall, NetworkError } from '../../api/http';
import { keys } from '../../data/server-keys';
import { useServerData } from '../../data/use-server-data';
import { onOutboxDone } from '../../data/outbox-events';

export const GIVE_BACK_OFFLINE = "You are offline: your seat is still yours. Try again once you're back online.";

/**
 * The signed-in member's poetry night (GET /api/poetry-night/registration): their Fridays and decided seats, read on
 * open, when the connection returns and when an answer of theirs reaches the server (one kept until they signed in); `giveBack` takes a Friday off (online only: the next person waiting is told
 * at once). undefined while asked; null when not signed in or not reachable.
 */
export function useOwnPoetryNight(signedIn: boolean) {
  const read = useServerData(signedIn ? keys.ownPoetryNight() : null, (signal) =>
    apiCall('GET /poetry-night/registration', {}, { signal }),
  );
  const { refetch, setData: setOwn } = read;
  // Once known, the seats stay when a later read fails; before that, a failed read means nothing to show.
  const own: OwnPoetryNight | null | undefined = !signedIn ? null : (read.data ?? (read.error === undefined ? undefined : null));
  useEffect(
    () =>
      onOutboxDone((done) => {
        if (done.kind === 'register-poetry-night' && signedIn) void refetch();
      }),
    [refetch, signedIn],
  );

  const giveBack = useCallback(
    async (friday: string): Promise<string | null> => {
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
    },
    [setOwn],
  );

  return { own, giveBack };
}
