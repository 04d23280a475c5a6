import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteHandle } from './components/use-route-announcements';
import Guard from './features/auth/components/Guard';
import type { GuardKind } from './features/auth/guard-rules';

/** What both route tables (router.tsx, more-routes.tsx) build their entries from: a page title and a guarded screen. */
export const title = (text: string): RouteHandle => ({ title: text });

export function guarded(kind: GuardKind, Screen: LazyExoticComponent<ComponentType>) {
  return (
    <Guard kind={kind}>
      <Screen />
    </Guard>
  );
}
