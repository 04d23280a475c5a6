import { useEffect, useId, useRef } from 'react';

/**
 * Drives a real modal <dialog> from an `open` flag: showModal makes the page behind inert, and focus goes back to
 * the control that opened it when it closes. Returns the dialog's ref and an id for its title.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
      returnFocus.current?.focus({ preventScroll: true });
    }
  }, [open]);

  return { ref, titleId };
}
