import { Outlet } from 'react-router-dom';
import { useLocalDatabase } from '../data/use-local-database';
import { useKnownSession } from '../features/auth/use-session';
import { lazyPagePart } from '../components/lazy-page-part';
import UpdatePrompt from '../components/UpdatePrompt';
import { useAfterFirstScreen } from '../components/use-after-first-screen';

// Not the screen itself: a part whose code cannot load (offline before the service worker holds it) is left out and
// tried again once online, rather than replacing the page with the error screen.
const ThemePicker = lazyPagePart(() => import('../features/themes/ThemePicker'));
const OutboxStatus = lazyPagePart(() => import('../features/outbox/OutboxStatus'));
const ClaimDeviceFormats = lazyPagePart(() => import('../features/programs/host/ClaimDeviceFormats'));
const SendKeptPoetryNight = lazyPagePart(() => import('../features/experiences/SendKeptPoetryNight'));

/** Wraps every page (the scroll rule, page titles and focus are AppRoutes' in client/router.tsx): the theme picker,
 *  the outbox (its sync triggers, what waits to sync, what needs attention), the update prompt, and (signed in) the
 *  claim of formats this device made before its host had an account, and the sending of a poetry night answer kept
 *  until someone signed in. */
export default function RootLayout() {
  // Only listens: a public page does not ask the server who is signed in; sign-in and the guarded pages do.
  const session = useKnownSession();
  // The picker and the outbox's status are not part of the first screen: they come once the page is idle.
  const afterFirstScreen = useAfterFirstScreen();
  // The outbox lives in the local database: with none on the device (a first visit) there is nothing to show or send,
  // so its status (and Dexie) loads only once the database exists, a screen opens it, or someone is signed in.
  const localDatabase = useLocalDatabase(afterFirstScreen);
  const outboxShown = afterFirstScreen && (localDatabase || session.status === 'signed-in');
  return (
    <>
      <a className="skip-link" href="#main">
        skip to content
      </a>
      <Outlet />
      {afterFirstScreen && <ThemePicker />}
      {outboxShown && <OutboxStatus />}
      <UpdatePrompt />
      {session.status === 'signed-in' && <ClaimDeviceFormats user={session.user} />}
      {session.status === 'signed-in' && <SendKeptPoetryNight userId={session.user.id} />}
    </>
  );
}
