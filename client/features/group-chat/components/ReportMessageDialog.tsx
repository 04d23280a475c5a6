import { type FormEvent, useState } from 'react';
import { CHAT_REPORT_REASON } from '../../../../shared/group-chat';
import CountedTextarea from '../../../components/CountedTextarea';
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
        <CountedTextarea
          id="chat-report-reason"
          label="what is wrong? (optional)"
          value={reason}
          max={CHAT_REPORT_REASON.max}
          onChange={setReason}
        />
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
