import { type FormEvent, useState } from 'react';
import { CHAT_REPORT_REASON } from '../../../../shared/group-chat';
import ModalDialog from '../../../components/ModalDialog';

interface Props {
  /** Whose message is being reported; null when the dialog is closed. */
  writer: string | null;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/** Report one message to the team, with an optional reason. */
export default function ReportMessageDialog({ writer, onClose, onConfirm }: Props) {
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(reason);
    setReason('');
  };
  return (
    <ModalDialog open={writer !== null} title={`report ${writer ?? ''}’s message`} onClose={onClose}>
      <form onSubmit={submit}>
        <label htmlFor="chat-report-reason">what is wrong? (optional)</label>
        <textarea
          id="chat-report-reason"
          rows={4}
          maxLength={CHAT_REPORT_REASON.max}
          value={reason}
          aria-describedby="chat-report-count"
          onChange={(event) => setReason(event.target.value)}
        />
        <p id="chat-report-count" className="muted">
          {reason.length}/{CHAT_REPORT_REASON.max}
        </p>
        <div className="modal-dialog__actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            cancel
          </button>
          <button type="submit" className="btn btn-primary">
            report
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
