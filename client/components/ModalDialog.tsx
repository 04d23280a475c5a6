import type { ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';
import './ModalDialog.css';

interface Props {
  open: boolean;
  title: string;
  /** Called on Escape too, so every way out of the dialog goes through the caller. */
  onClose: () => void;
  /** 'sheet' rises from the bottom edge (the browse filters); 'center' is a plain modal. */
  placement?: 'sheet' | 'center';
  /** A class of the feature's own, for its look (the onboarding's narrower dialog). */
  className?: string;
  children: ReactNode;
}

/**
 * A real modal <dialog> (aria-modal through showModal): the page behind is inert, Escape closes it, focus goes to
 * its first control when it opens and back to the control that opened it when it closes.
 */
export default function ModalDialog({ open, title, onClose, placement = 'center', className, children }: Props) {
  const { ref: dialog, titleId } = useModalDialog(open);

  return (
    <dialog
      ref={dialog}
      className={`modal-dialog modal-dialog--${placement}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="modal-dialog__title">
            {title}
          </h2>
          {children}
        </>
      )}
    </dialog>
  );
}
