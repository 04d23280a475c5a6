import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useKnownSession } from '../features/auth/use-session';
import { useBrand } from '../features/brands/use-brand';
import UpdatePrompt from './UpdatePrompt';
import { useAfterFirstScreen } from './use-after-first-screen';
import { useRouteAnnouncements } from './use-route-announcements';

const ThemePicker = lazy(() => import('../features/themes/ThemePicker'));
const OutboxStatus = lazy(() => import('../features/outbox/OutboxStatus'));
const ClaimDeviceFormats = lazy(() => import('../features/hosting/ClaimDeviceFormats'));

/** Wraps every page: scroll rule (top on navigation, kept on back), page titles and focus, the theme picker,
 *  the outbox (its sync triggers, what waits to sync, what needs attention), the update prompt, and (signed in) the
 *  claim of formats this device made before its host had an account. */
export default function RootLayout() {
  useRouteAnnouncements(useBrand().name);
  // Only listens: a public page does not ask the server who is signed in; sign-in and the guarded pages do.
  const session = useKnownSession();
  // The picker and the outbox's status are not part of the first screen: they come once the page is idle.
  const afterFirstScreen = useAfterFirstScreen();
  return (
    <>
      <a className="skip-link" href="#main">
        skip to content
      </a>
      <ScrollRestoration />
      <Outlet />
      {afterFirstScreen && (
        <Suspense fallback={null}>
          <ThemePicker />
        </Suspense>
      )}
      {afterFirstScreen && (
        <Suspense fallback={null}>
          <OutboxStatus />
        </Suspense>
      )}
      <UpdatePrompt />
      {session.status === 'signed-in' && (
        <Suspense fallback={null}>
          <ClaimDeviceFormats user={session.user} />
        </Suspense>
      )}
    </>
  );
}
