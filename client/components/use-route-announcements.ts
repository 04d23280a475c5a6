import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';

/** Route `handle` data: the page title, shown before the brand name in the browser tab. */
export interface RouteHandle {
  title: string;
}

/**
 * Every page gets its own document title, and after an in-app navigation focus moves to the new page's
 * main landmark, so screen reader users hear that the page changed (a full page load does this by itself).
 */
export function useRouteAnnouncements(brandName: string): void {
  const matches = useMatches();
  const location = useLocation();
  const firstRender = useRef(true);
  const title = [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .find(Boolean);

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
