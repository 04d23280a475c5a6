import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { appNavigate } from './app-navigation';
import { setUnauthorizedHandler } from './api/http';
import { loginRedirect } from './features/auth/guard-rules';
import { markSignedOut } from './features/auth/session-store';
import { registerOutboxKindsLoader } from './data/outbox-kinds';
import { keepInstallPrompt } from './features/pwa/install-prompt';
import { applyPrerenderedStyles, markPrerenderedPage } from './prerendered-page';
import { AppRoutes } from './router';
import './styles/base.css';
// The root layout's late parts (the theme picker, the outbox's status) load their code after the first screen, but
// their styles come with the page's first CSS, after base.css as when they came last: a stylesheet added once the
// page is shown makes the browser restyle every element in one long task (the picker's :root rule reaches them all).
import './features/themes/ThemePicker.css';
import './features/outbox/OutboxStatus.css';
import './features/outbox/components/SyncIndicator.css';
import './features/outbox/components/AttentionList.css';

// Before anything can queue or send a change: the outbox sends each kind as its feature says.
registerOutboxKindsLoader(() => import('./outbox-kinds').then((kinds) => kinds.EVERY_OUTBOX_KIND));

// Chromium offers installing once, early: kept for the member's tap on "install the app".
keepInstallPrompt();

setUnauthorizedHandler((redirectedFrom) => {
  markSignedOut();
  if (!window.location.pathname.startsWith('/login')) appNavigate(loginRedirect(redirectedFrom), { replace: true });
});

// The stored theme is applied before the first render; the page stays hidden until then (styles/base.css), unless
// the first-paint script in index.html could already apply it (shared/first-paint-script.ts, the usual case): then
// bootTheme() only confirms it against the store, and its module (with the theme table) loads after the first render.
const themeShown = document.documentElement.dataset.themeReady !== undefined;
const bootThemeNow = () =>
  import('./theme/boot-theme')
    .then(({ bootTheme }) => bootTheme())
    // Without its module (a failed load) the page is shown in the default theme rather than never.
    .catch(() => {
      document.documentElement.dataset.themeReady = '';
    });
if (themeShown) setTimeout(bootThemeNow, 0);
else await bootThemeNow();

/** Lets the browser run other work (input, paint) between two parts of the start, so neither is one long task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);
// A public page pre-rendered at build time arrives with its markup: hydrate it. The shell (other routes, a signed-in
// visitor, the service worker's offline copy) has an empty root: render from scratch.
if (root.firstElementChild) {
  markPrerenderedPage();
  applyPrerenderedStyles(root);
  // Evaluating the app's modules is one task; hydration starts in the next.
  await nextTask();
  // In a transition, hydration yields to the browser every few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError: (error) => console.error('hydration did not match the pre-rendered page', error),
    });
  });
} else {
  createRoot(root).render(app);
}
