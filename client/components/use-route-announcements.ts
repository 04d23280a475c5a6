import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Route `handle` data: the page title, shown before the brand name in the browser tab. */
export interface RouteHandle {
  title: string;
}

/**
 * Every page gets its own document title (`title`: the deepest matching route's handle, see routeTitle in
 * client/router.tsx), and after an in-app navigation focus moves to the new page's main landmark, so screen reader
 * users hear that the page changed (a full page load does this by itself).
 */
export function useRouteAnnouncements(title: string | undefined, brandName: string): void {
  const location = useLocation();
  const firstRender = useRef(true);

  useEffect(() => {
    document.title = title ? `${title} · ${brandName}` : brandName;
  }, [title, brandName]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each new route on purpose
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!location.hash) document.getElementById('main')?.focus({ preventScroll: true });
  }, [location.pathname, location.hash]);
}
