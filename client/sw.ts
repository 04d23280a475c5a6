/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { drainForBackgroundSync } from './data/outbox-drain';
import { registerEveryOutboxKind } from './outbox-kinds';
import { openPush, showPush } from './sw-push';

declare let self: ServiceWorkerGlobalScope;

// The worker drains the outbox with no page open: it knows every feature's kinds on its own.
registerEveryOutboxKind();

/** Background Sync's event; not in TypeScript's WebWorker types. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// The app shell and every lazily loaded screen, so public pages and /start open with the network off.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any client route is the single-page app: answer navigations with the precached index.html.
// Server paths are left to the network: /dev/ (the development mail outbox) and /.auth/ (provider sign-in).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/media\//, /^\/dev\//, /^\/\.auth\//],
  }),
);

/** The Service Worker Static Routing API's install-time rules (Chromium 123+); not in TypeScript's types yet. */
interface RoutingInstallEvent extends ExtendableEvent {
  addRoutes?(rules: { condition: { urlPattern: string }; source: 'network' }[]): Promise<void>;
}

// The server's own paths go straight to the network, never through this worker: an API call or a video upload then
// never wakes it nor keeps it busy, so a waiting new version can take over the moment the person accepts it.
self.addEventListener('install', (event) => {
  const install = event as RoutingInstallEvent;
  if (!install.addRoutes) return;
  install.waitUntil(
    install
      .addRoutes(['/api/*', '/media/*', '/dev/*', '/.auth/*'].map((urlPattern) => ({ condition: { urlPattern }, source: 'network' })))
      .catch((error: unknown) => console.warn('the network routes could not be added', error)),
  );
});

// The page asks for the waiting worker to take over only after the person accepts the update prompt.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Background Sync wakes the worker when the network is back, even with no page open: the same drain as the page.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === 'outbox') sync.waitUntil(drainForBackgroundSync(self));
});

// Web push: show it (and set the app badge), and open its page when tapped.
self.addEventListener('push', (event) => event.waitUntil(showPush(event)));
self.addEventListener('notificationclick', (event) => event.waitUntil(openPush(event)));
