/** Chromium's install prompt event; not in TypeScript's DOM types. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

/**
 * Keeps Chromium's install prompt for a tap on "install the app" (it fires once, early, and only while the app is not
 * installed). Called once at start (main.tsx), before any screen.
 */
export function keepInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

export const subscribeInstall = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** How this device installs the app: it is installed, the browser can prompt, iOS's Share menu, or its own menu. */
export type InstallWay = 'installed' | 'prompt' | 'ios' | 'menu';

export function installWay(): InstallWay {
  const standalone = window.matchMedia('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
  if (standalone) return 'installed';
  if (deferred) return 'prompt';
  return /iPhone|iPad|iPod/.test(navigator.userAgent) ? 'ios' : 'menu';
}

/** Shows the browser's install prompt (from a tap); true when the person installed it. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  await event.prompt();
  const { outcome } = await event.userChoice;
  deferred = null;
  changed();
  return outcome === 'accepted';
}
