import ModalDialog from '../../../components/ModalDialog';

interface Props {
  /** Who would be blocked; null when the dialog is closed. */
  writer: string | null;
  onClose: () => void;
  onConfirm: () => void;
}

/** Block a writer: their messages are hidden here, and they leave your batches and groups as any block does. */
export default function BlockWriterDialog({ writer, onClose, onConfirm }: Props) {
  return (
    <ModalDialog open={writer !== null} title={`block ${writer ?? ''}?`} onClose={onClose}>
      <p>You won’t see {writer}’s messages, and they won’t appear in your batches or groups again. They are not told.</p>
      <div className="modal-dialog__actions">
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          cancel
        </button>
        <button type="button" className="btn btn-primary" onClick={onConfirm}>
          block
        </button>
      </div>
    </ModalDialog>
  );
}
