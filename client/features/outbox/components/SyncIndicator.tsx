import { useState } from 'react';
import { syncNow } from '../../../data/outbox';
import { waitingLabel } from '../outbox-copy';

const OFFLINE_NOTE = "you're offline: they'll be sent as soon as you're back online.";

/** "n changes waiting to sync" with a 'sync now' button for whoever does not want to wait for the retry. */
export default function SyncIndicator({ count }: { count: number }) {
  const [syncing, setSyncing] = useState(false);
  const [note, setNote] = useState<string | null>(null);

  const onSyncNow = async () => {
    setSyncing(true);
    setNote(null);
    try {
      if ((await syncNow()) === 'offline') setNote(OFFLINE_NOTE);
    } finally {
      setSyncing(false);
    }
  };

  return (
    <div className="sync-indicator">
      <p className="sync-indicator__text" role="status">
        <span className="sync-indicator__dot" aria-hidden="true" />
        {waitingLabel(count)}
        {note && <span className="sync-indicator__note">{note}</span>}
      </p>
      <button type="button" className="btn btn-secondary sync-indicator__button" onClick={() => void onSyncNow()} disabled={syncing}>
        {syncing ? 'syncing…' : 'sync now'}
      </button>
    </div>
  );
}
