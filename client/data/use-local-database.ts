import { useEffect, useState } from 'react';
import { localDatabaseExists, onLocalDatabaseInUse } from './local-db-presence';

/**
 * False until `enabled` and the device is known to have the local database (client/data/local-db-presence.ts);
 * turns true as soon as any screen of this page loads it. Never true on the first render, so hydration matches.
 */
export function useLocalDatabase(enabled: boolean): boolean {
  const [present, setPresent] = useState(false);
  useEffect(() => {
    if (!enabled || present) return;
    let active = true;
    const show = () => {
      if (active) setPresent(true);
    };
    const unsubscribe = onLocalDatabaseInUse(show);
    void localDatabaseExists().then((exists) => {
      if (exists) show();
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [enabled, present]);
  return present;
}
