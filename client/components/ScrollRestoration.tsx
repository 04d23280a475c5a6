import { Component, useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { firstLoadSettings } from '../data/first-load-settings';
import { readSetting, writeSetting } from '../data/stored-setting';

/** Where each history entry was scrolled to, by location key; kept in sessionStorage across reloads in the tab. */
let positions: Record<string, number> = {};
let currentKey = 'default';

/**
 * The scroll rule of every page, as the data router's <ScrollRestoration> had it: a new page starts at the top (or at
 * the element its #hash names); going back or forward returns to where that page was left. The position is read
 * before React changes the page (getSnapshotBeforeUpdate), so a shorter next page cannot have clamped it already.
 */
export default function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    positions = { ...readSetting(firstLoadSettings.scrollPositions), ...positions };
    window.history.scrollRestoration = 'manual';
    const persist = () => {
      positions[currentKey] = window.scrollY;
      // Storage full or unavailable: positions are kept for this page's life only.
      writeSetting(firstLoadSettings.scrollPositions, positions);
      window.history.scrollRestoration = 'auto';
    };
    const resume = () => {
      window.history.scrollRestoration = 'manual';
    };
    window.addEventListener('pagehide', persist);
    window.addEventListener('pageshow', resume);
    return () => {
      window.removeEventListener('pagehide', persist);
      window.removeEventListener('pageshow', resume);
    };
  }, []);
  return <ScrollKeeper locationKey={location.key} hash={location.hash} pop={navigationType === 'POP'} />;
}

/** How long a restored position may wait for the page to grow tall enough (a lazy part still arriving). */
const RESTORE_PATIENCE_MS = 1500;

/**
 * Scrolls back to `top`; when the page is still too short for it (a lazily loaded part has not arrived yet), tries
 * again on each frame until it fits, the patience runs out, or the visitor scrolls or types themselves.
 */
let cancelRestore = () => {};

function restoreScroll(top: number): void {
  window.scrollTo(0, top);
  if (Math.round(window.scrollY) >= Math.round(top)) return;
  const until = performance.now() + RESTORE_PATIENCE_MS;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  const retry = () => {
    window.scrollTo(0, top);
    if (Math.round(window.scrollY) >= Math.round(top) || performance.now() > until) stop();
    else frame = requestAnimationFrame(retry);
  };
  let frame = requestAnimationFrame(retry);
  cancelRestore = stop;
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, stop, { passive: true });
}

/** Whether this document was loaded by a reload or by going back or forward, rather than opened afresh. */
function returnedToDocument(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

interface KeeperProps {
  locationKey: string;
  hash: string;
  pop: boolean;
}

class ScrollKeeper extends Component<KeeperProps> {
  override componentDidMount(): void {
    currentKey = this.props.locationKey;
    // A reload, or back or forward to this page's document: the browser's own restoration is off, so return to the
    // saved place, unless the visitor has already scrolled the pre-rendered page before it hydrated. A page opened
    // afresh (a link, the address bar) starts at the top, though the tab may have kept a place under the same key
    // ('default', the key of every document's first entry).
    const saved = readSetting(firstLoadSettings.scrollPositions)[this.props.locationKey];
    if (this.props.pop && returnedToDocument() && saved !== undefined && window.scrollY === 0) window.scrollTo(0, saved);
  }

  override getSnapshotBeforeUpdate(previous: KeeperProps): null {
    if (previous.locationKey !== this.props.locationKey) positions[previous.locationKey] = window.scrollY;
    return null;
  }

  override componentDidUpdate(previous: KeeperProps): void {
    if (previous.locationKey === this.props.locationKey) return;
    cancelRestore();
    currentKey = this.props.locationKey;
    const saved = this.props.pop ? positions[this.props.locationKey] : undefined;
    if (saved !== undefined) {
      restoreScroll(saved);
      return;
    }
    if (this.props.hash) {
      const target = document.getElementById(decodeURIComponent(this.props.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }

  override render(): null {
    return null;
  }
}
