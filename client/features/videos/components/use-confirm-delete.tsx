import { type ReactNode, useState } from 'react';
import ModalDialog from '../../../components/ModalDialog';
import { DELETE_CONFIRM } from '../video-copy';

/**
 * Asks before a video or a recording is deleted, in the app's one dialog (focus kept, Escape keeps the video):
 * `ask(remove)` opens it, and `remove` runs only on "delete".
 */
export function useConfirmDelete(): { ask: (remove: () => void) => void; dialog: ReactNode } {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const close = () => setPending(null);
  const dialog = (
    <ModalDialog open={pending !== null} title="delete this video?" onClose={close}>
      <p>{DELETE_CONFIRM}</p>
      <div className="modal-dialog__actions">
        <button type="button" className="btn" onClick={close}>
          keep it
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            const remove = pending;
            close();
            remove?.();
          }}
        >
          delete
        </button>
      </div>
    </ModalDialog>
  );
  return { ask: (remove) => setPending(() => remove), dialog };
}
