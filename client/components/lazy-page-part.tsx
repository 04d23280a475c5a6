import { Component, type ComponentType, lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { codeReachable } from '../pwa/code-reachable';

/** How long after a failed load the part is tried again if no 'online' event came first; doubles up to the cap. */
const FIRST_RETRY_MS = 15_000;
const RETRY_CAP_MS = 5 * 60_000;

/** False until the app's code can be fetched, then true for good (a part once loaded stays when the device goes offline). */
function useCodeReachable(): boolean {
  const [reachable, setReachable] = useState(codeReachable);
  useEffect(() => {
    if (reachable) return;
    const check = () => {
      if (codeReachable()) setReachable(true);
    };
    window.addEventListener('online', check);
    navigator.serviceWorker?.addEventListener('controllerchange', check);
    check();
    return () => {
      window.removeEventListener('online', check);
      navigator.serviceWorker?.removeEventListener('controllerchange', check);
    };
  }, [reachable]);
  return reachable;
}

interface BoundaryProps {
  /** Failed loads before this one: sets the wait before the next try. */
  failures: number;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Catches the part's failure to load and shows nothing in its place, then asks for another try once the device is
 * back online, or after a wait (for a connection that failed without going offline).
 */
class PagePartBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  private stopWaiting: (() => void) | undefined;

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('a part of the page could not load: the page goes on without it', error);
    const retry = () => {
      this.stopWaiting?.();
      this.props.onRetry();
    };
    const timer = setTimeout(retry, Math.min(FIRST_RETRY_MS * 2 ** this.props.failures, RETRY_CAP_MS));
    window.addEventListener('online', retry);
    this.stopWaiting = () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
      this.stopWaiting = undefined;
    };
  }

  override componentWillUnmount(): void {
    this.stopWaiting?.();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * `React.lazy` for a part of the page that is not the screen itself (the theme picker, the outbox's status). It
 * loads after the first screen, so on a first visit (before the service worker holds the app) the connection may be
 * gone by then:
 * - while the code cannot be fetched (offline, no service worker), the part waits for the connection;
 * - a part that fails to load anyway is left out, instead of replacing the page with the error screen, and is tried
 *   again later. Chromium keeps a failed module's error for the page's life (whatwg/html#6768, fixed in the spec by
 *   #10327 but not yet in browsers), so until browsers follow, the part comes back with the next page load.
 * Shows nothing while loading.
 */
export function lazyPagePart<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): ComponentType<Props> {
  function PagePart(props: Props) {
    const reachable = useCodeReachable();
    const [failures, setFailures] = useState(0);
    // React.lazy keeps a failed load's rejection: each try needs its own.
    // biome-ignore lint/correctness/useExhaustiveDependencies: a new try after each failure
    const Part = useMemo(() => lazy(load), [failures]);
    if (!reachable) return null;
    return (
      <PagePartBoundary key={failures} failures={failures} onRetry={() => setFailures((count) => count + 1)}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </PagePartBoundary>
    );
  }
  return PagePart;
}
