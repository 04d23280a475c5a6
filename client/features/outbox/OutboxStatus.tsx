import { useEffect } from 'react';
import { startOutboxTriggers } from '../../data/outbox';
import AttentionList from './components/AttentionList';
import SyncIndicator from './components/SyncIndicator';
import { useOutboxStatus } from './use-outbox-status';
import './OutboxStatus.css';

/**
 * On every page (lazy-loaded by RootLayout): starts the page's outbox triggers and shows what has not reached
 * the server yet: a small "waiting to sync" line and the "needs your attention" list. Nothing when all is sent.
 */
export default function OutboxStatus() {
  useEffect(() => startOutboxTriggers(), []);
  const { pendingCount, attention } = useOutboxStatus();
  if (pendingCount === 0 && attention.length === 0) return null;
  return (
    <aside className="outbox-status" aria-label="changes not yet saved">
      {pendingCount > 0 && <SyncIndicator count={pendingCount} />}
      {attention.length > 0 && <AttentionList entries={attention} />}
    </aside>
  );
}
