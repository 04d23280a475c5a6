import type { ReactNode } from 'react';
import ModalDialog from './ModalDialog';

interface Props {
  open: boolean;
  title: string;
  /** What happens, said before it does. */
  children: ReactNode;
  /** The way out that changes nothing (also Escape). */
  keepLabel: string;
  confirmLabel: string;
  onKeep: () => void;
  /** Runs once the dialog has closed. */
  onConfirm: () => void;
}

/** Asks before something that cannot be taken back, in the app's one dialog: keep, or go ahead. */
export default function ConfirmDialog({ open, title, children, keepLabel, confirmLabel, onKeep, onConfirm }: Props) {
  return (
    <ModalDialog open={open} title={title} onClose={onKeep}>
      {children}
      <div className="modal-dialog__actions">
        <button type="button" className="btn" onClick={onKeep}>
          {keepLabel}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            onKeep();
            onConfirm();
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
