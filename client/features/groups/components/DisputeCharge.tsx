import { type FormEvent, useId, useRef, useState } from 'react';
import { DISPUTE_REASON_MAX, DISPUTE_REASON_MESSAGE, type Notice } from '../../../../shared/groups';
import { disputeCharge } from '../actions';

/**
 * Under a no-show charge's notice: "I was there", in the member's own words (up to 500 characters), sent through the
 * outbox; an admin refunds or keeps the charge, and the member is told.
 */
export default function DisputeCharge({ notice }: { notice: Notice }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  if (!notice.groupId) return null;
  const groupId = notice.groupId;

  function send(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim() || reason.length > DISPUTE_REASON_MAX) {
      setError(DISPUTE_REASON_MESSAGE);
      field.current?.focus();
      return;
    }
    disputeCharge(notice.id, groupId, reason).catch((failure: unknown) => {
      console.error('could not keep your dispute', failure);
      setError('your dispute could not be kept on this device. try again.');
    });
  }

  if (!open)
    return (
      <button type="button" className="btn btn-secondary" onClick={() => setOpen(true)}>
        I was there: dispute this charge
      </button>
    );
  return (
    <form className="notice-list__dispute" onSubmit={send} noValidate>
      <label htmlFor={`${id}-reason`}>what happened? tell us how you were there</label>
      <textarea
        ref={field}
        id={`${id}-reason`}
        value={reason}
        maxLength={DISPUTE_REASON_MAX}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-count`}
        onChange={(event) => {
          setReason(event.target.value);
          setError(null);
        }}
      />
      <p id={`${id}-count`} className="muted">
        {reason.length}/{DISPUTE_REASON_MAX}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="error-box">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary">
        send my dispute
      </button>
    </form>
  );
}
