import { useEffect, useId, useRef, type ReactNode } from 'react';
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
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
      returnFocus.current?.focus({ preventScroll: true });
    }
  }, [open]);

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
          <h2 id={titleId} className="onboarding-dialog__title">{title}</h2>
          {children}
        </>
      )}
    </dialog>
  );
}
