import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useBrand } from '../features/brands/use-brand';
import UpdatePrompt from './UpdatePrompt';
import { useRouteAnnouncements } from './use-route-announcements';

const ThemePicker = lazy(() => import('../features/themes/ThemePicker'));
const OutboxStatus = lazy(() => import('../features/outbox/OutboxStatus'));

/** Wraps every page: scroll rule (top on navigation, kept on back), page titles and focus, the theme picker,
 *  the outbox (its sync triggers, what waits to sync, what needs attention) and the update prompt. */
export default function RootLayout() {
  useRouteAnnouncements(useBrand().name);
  return (
    <>
      <a className="skip-link" href="#main">
        skip to content
      </a>
      <ScrollRestoration />
      <Outlet />
      <Suspense fallback={null}>
        <ThemePicker />
      </Suspense>
      <Suspense fallback={null}>
        <OutboxStatus />
      </Suspense>
      <UpdatePrompt />
    </>
  );
}
