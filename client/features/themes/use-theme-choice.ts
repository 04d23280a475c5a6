import { useCallback, useEffect, useRef, useState } from 'react';
import { localDatabaseExists, onLocalDatabaseInUse } from '../../data/local-db-presence';
import { applyTheme } from '../../theme/apply-theme';
import { FIRST_PAINT_KEYS } from '../../../shared/first-paint-script';
import { DEFAULT_THEME_ID, getTheme, isThemeId, type ThemeId } from '../../theme/themes';

const loadThemeStore = () => import('./theme-store');

/** The theme on screen right now: bootTheme() (or another tab, or the picker) has put its id on <html>. */
function appliedThemeId(): ThemeId {
  const id = document.documentElement.dataset.theme;
  return isThemeId(id) ? id : DEFAULT_THEME_ID;
}

/** Runs work once the browser is idle after the first render; returns a cancel function. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 200);
  return () => clearTimeout(handle);
}

export interface ThemeChoice {
  themeId: ThemeId;
  /** Shows the theme at once and saves it locally; other open tabs follow. */
  chooseTheme: (id: ThemeId) => void;
}

export function useThemeChoice(): ThemeChoice {
  const [themeId, setThemeId] = useState<ThemeId>(appliedThemeId);
  // While this tab's own save is in flight, the stored row still holds the previous choice: ignore it.
  const savesInFlight = useRef(0);

  const show = useCallback((id: ThemeId) => {
    if (id !== appliedThemeId()) applyTheme(getTheme(id));
    setThemeId(id);
  }, []);

  useEffect(() => {
    let cancelled = false;
    let watching = false;
    let stopWatching: (() => void) | undefined;
    // The store (and Dexie with it) is loaded only when the device has the local database or this page opens it:
    // a first visit has no saved theme to follow.
    const watchStore = () => {
      if (cancelled || watching) return;
      watching = true;
      loadThemeStore().then(
        (store) => {
          if (cancelled) return;
          stopWatching = store.watchThemeId((id) => {
            if (savesInFlight.current === 0 && isThemeId(id)) show(id);
          });
        },
        () => undefined,
      );
    };
    const stopWaiting = onLocalDatabaseInUse(watchStore);
    const cancelIdle = whenIdle(() => {
      void localDatabaseExists().then((exists) => {
        if (exists) watchStore();
      });
    });
    // Another tab's choice also reaches the localStorage mirror (theme-mirror.ts): followed without the store.
    const onStorage = (event: StorageEvent) => {
      const id = event.newValue;
      if (event.key === FIRST_PAINT_KEYS.themeId && isThemeId(id)) show(id);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      cancelled = true;
      cancelIdle();
      stopWaiting();
      window.removeEventListener('storage', onStorage);
      stopWatching?.();
    };
  }, [show]);

  const chooseTheme = useCallback(
    (id: ThemeId) => {
      show(id);
      savesInFlight.current += 1;
      loadThemeStore()
        .then((store) => store.saveThemeId(id))
        // Without storage (private mode, quota) the theme still shows for this visit; there is nothing to retry.
        .catch(() => undefined)
        .finally(() => {
          savesInFlight.current -= 1;
        });
    },
    [show],
  );

  return { themeId, chooseTheme };
}
