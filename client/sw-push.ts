/// <reference lib="webworker" />
import type { PushPayload } from '../shared/push';

declare let self: ServiceWorkerGlobalScope;

/** The brand's 192px icon from its manifest (served per host); none when it cannot be read (offline). */
async function brandIcon(): Promise<string | undefined> {
  try {
    const manifest = (await (await fetch('/manifest.webmanifest')).json()) as { icons?: { src: string; sizes: string }[] };
    return manifest.icons?.find((icon) => icon.sizes === '192x192')?.src;
  } catch {
    return undefined;
  }
}

function payloadOf(event: PushEvent): PushPayload | null {
  try {
    return (event.data?.json() as PushPayload | undefined) ?? null;
  } catch {
    return null;
  }
}

/**
 * Shows a push: its words, replacing an older one of the same kind (its tag), and sets the app's badge to the count
 * of things waiting for the member. A push the worker cannot read still shows something: a browser may stop
 * delivering to a worker that shows nothing.
 */
export async function showPush(event: PushEvent): Promise<void> {
  const payload = payloadOf(event);
  const notification = payload?.notification ?? {
    title: 'news from the app',
    body: 'open the app to see it',
    navigate: '/home',
    tag: 'news',
  };
  const icon = await brandIcon();
  const navigatorWithBadge = self.navigator as WorkerNavigator & { setAppBadge?: (count?: number) => Promise<void> };
  await Promise.all([
    self.registration.showNotification(notification.title, {
      body: notification.body,
      tag: notification.tag,
      ...(icon ? { icon, badge: icon } : {}),
      data: { navigate: notification.navigate },
    }),
    payload && navigatorWithBadge.setAppBadge ? navigatorWithBadge.setAppBadge(payload.badge).catch(() => undefined) : undefined,
  ]);
}

/** A tap on a notification focuses an open window of the app on its page, or opens one. */
export async function openPush(event: NotificationEvent): Promise<void> {
  event.notification.close();
  const navigate = (event.notification.data as { navigate?: string } | null)?.navigate ?? '/home';
  // Only a path of this app, never an address a payload could carry elsewhere.
  const path = navigate.startsWith('/') && !navigate.startsWith('//') ? navigate : '/home';
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows[0];
  if (open) {
    // Focusing needs the tap's user activation; without it (a browser that lost it) the page still moves.
    await open.focus().catch(() => undefined);
    // Only a page this worker controls can be moved; another gets a window of its own.
    if (await open.navigate(url).catch(() => null)) return;
  }
  await self.clients.openWindow(url);
}
