import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { discardEntry, retryEntry, type OutboxEntry } from '../../../data/outbox';
import { refusedLabel } from '../outbox-copy';

/** One refused change: the server's message, 'try again', and 'discard' behind an explicit confirmation. */
export default function AttentionItem({ entry }: { entry: OutboxEntry }) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const discardRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // Focus follows the question: onto 'keep it' when it is asked, back onto 'discard' when it is withdrawn.
  useEffect(() => {
    if (confirming) keepRef.current?.focus();
    else if (wasConfirming.current) discardRef.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setConfirming(false);
  };

  return (
    <li className="attention-item">
      <p className="attention-item__what" id={`${id}-what`}>
        {refusedLabel(entry.kind)}
      </p>
      <p className="attention-item__error" id={`${id}-error`}>
        {entry.lastError}
      </p>
      {confirming ? (
        <div className="attention-item__confirm" role="group" aria-labelledby={`${id}-question`} onKeyDown={cancelOnEscape}>
          <p className="attention-item__question" id={`${id}-question`}>
            discard this change? it will never reach the server.
          </p>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void act(() => discardEntry(entry.opId))}>
            yes, discard it
          </button>
          <button type="button" className="btn btn-secondary" ref={keepRef} onClick={() => setConfirming(false)}>
            keep it
          </button>
        </div>
      ) : (
        <div className="attention-item__actions">
          <button
            type="button"
            className="btn btn-primary"
            aria-describedby={`${id}-what`}
            disabled={busy}
            onClick={() => void act(() => retryEntry(entry.opId))}
          >
            try again
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            aria-describedby={`${id}-what`}
            ref={discardRef}
            onClick={() => setConfirming(true)}
          >
            discard
          </button>
        </div>
      )}
    </li>
  );
}
