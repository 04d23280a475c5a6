import type { ReactNode } from 'react';
import { useModalDialog } from '../../../components/use-modal-dialog';
import './OnboardingDialog.css';

interface Props {
  open: boolean;
  title: string;
  /** Called on Escape too, so every way out of the dialog goes through the caller. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A real modal <dialog>: the page behind is inert, Escape closes it, and focus goes to its first control when it
 * opens and back to where it was when it closes.
 */
export default function OnboardingDialog({ open, title, onClose, children }: Props) {
  const { ref: dialog, titleId } = useModalDialog(open);

  return (
    <dialog
      ref={dialog}
      className="onboarding-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="onboarding-dialog__title">
            {title}
          </h2>
          {children}
        </>
      )}
    </dialog>
  );
}
