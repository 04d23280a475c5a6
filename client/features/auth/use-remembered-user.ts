import { useState } from 'react';
import { keys } from '../../data/server-keys';
import { useServerData } from '../../data/use-server-data';
import { getLastSignedInUser } from './session-store';
import type { RememberedUser } from './user-switch';

/**
 * The last person signed in on this device: from memory when their session ended while the app was open,
 * otherwise from local storage (the page may have been opened fresh).
 */
export function useRememberedUser(): RememberedUser | null {
  const [inMemory] = useState(getLastSignedInUser);
  const { data } = useServerData(
    inMemory ? null : keys.rememberedUser(),
    () =>
      import('./user-switch')
        .then(({ readRememberedUser }) => readRememberedUser())
        // Without a remembered user the countdown ends at /login, which is the right place anyway.
        .catch(() => null),
    { reconnect: false },
  );
  return inMemory ?? data ?? null;
}
