import { type ReactNode, useState } from 'react';
import ConfirmDialog from '../../../components/ConfirmDialog';
import { DELETE_CONFIRM } from '../video-copy';

/**
 * Asks before a video or a recording is deleted, in the app's one dialog (focus kept, Escape keeps the video):
 * `ask(remove)` opens it, and `remove` runs only on "delete".
 */
export function useConfirmDelete(): { ask: (remove: () => void) => void; dialog: ReactNode } {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const close = () => setPending(null);
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title="delete this video?"
      keepLabel="keep it"
      confirmLabel="delete"
      onKeep={close}
      onConfirm={() => pending?.()}
    >
      <p>{DELETE_CONFIRM}</p>
    </ConfirmDialog>
  );
  return { ask: (remove) => setPending(() => remove), dialog };
}
