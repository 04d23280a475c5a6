import { useEffect, useState } from 'react';
import { getLastSignedInUser } from './session-store';
import type { RememberedUser } from './user-switch';

/**
 * The last person signed in on this device: from memory when their session ended while the app was open,
 * otherwise from local storage (the page may have been opened fresh).
 */
export function useRememberedUser(): RememberedUser | null {
  const [user, setUser] = useState<RememberedUser | null>(getLastSignedInUser);
  useEffect(() => {
    if (user) return;
    let live = true;
    import('./user-switch')
      .then(({ readRememberedUser }) => readRememberedUser())
      .then((found) => live && found && setUser(found))
      // Without a remembered user the countdown ends at /login, which is the right place anyway.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [user]);
  return user;
}
