import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { startOutboxTriggers } from '../../data/outbox';
import { outboxKindsReady } from '../../data/outbox-kinds';
import AttentionList from './components/AttentionList';
import SyncIndicator from './components/SyncIndicator';
import { useOutboxStatus } from './use-outbox-status';

/**
 * On every page (lazy-loaded by RootLayout): starts the page's outbox triggers and shows what has not reached
 * the server yet: a small "waiting to sync" line and the "needs your attention" list. Nothing when all is sent.
 */
export default function OutboxStatus() {
  useEffect(() => startOutboxTriggers(), []);
  const { pendingCount, attention } = useOutboxStatus();
  const shown = pendingCount > 0 || attention.length > 0;
  // The list names each change by its kind: load the kinds once there is something to name, then show it again.
  const [, setKindsLoaded] = useState(false);
  const naming = attention.length > 0;
  useEffect(() => {
    if (naming) void outboxKindsReady().then(() => setKindsLoaded(true));
  }, [naming]);
  const box = useRef<HTMLElement>(null);
  useReservedSpace(box, shown);
  if (!shown) return null;
  return (
    <aside ref={box} className="outbox-status" aria-label="changes not yet saved">
      {pendingCount > 0 && <SyncIndicator count={pendingCount} />}
      {attention.length > 0 && <AttentionList entries={attention} />}
    </aside>
  );
}

/**
 * The box is fixed (under the header, or at the bottom of a page without one): while it shows, the page reserves its
 * height (--outbox-status-space, used by the page paddings, OutboxStatus.css) so it never hides a control.
 */
function useReservedSpace(box: RefObject<HTMLElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const element = box.current;
    const root = document.documentElement;
    if (!shown || !element) return;
    const reserve = () => root.style.setProperty('--outbox-status-space', `${Math.ceil(element.getBoundingClientRect().height) + 16}px`);
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--outbox-status-space');
    };
  }, [box, shown]);
}
