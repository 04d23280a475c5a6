import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Route `handle` data: the page title, shown before the brand name in the browser tab. */
export interface RouteHandle {
  title: string;
}

/**
 * Every page gets its own document title: `title` is the deepest matching route's handle (routeTitle in
 * client/route-title.ts). `ownsTitle` false leaves the title to another route table (client/more-routes.tsx).
 */
export function useDocumentTitle(title: string | undefined, brandName: string, ownsTitle = true): void {
  useEffect(() => {
    if (ownsTitle) document.title = title ? `${title} · ${brandName}` : brandName;
  }, [title, brandName, ownsTitle]);
}

/**
 * After an in-app navigation focus moves to the new page's main landmark, so screen reader users hear that the page
 * changed (a full page load does this by itself).
 */
export function useFocusOnNavigation(): void {
  const location = useLocation();
  const firstRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each new route on purpose
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!location.hash) document.getElementById('main')?.focus({ preventScroll: true });
  }, [location.pathname, location.hash]);
}
