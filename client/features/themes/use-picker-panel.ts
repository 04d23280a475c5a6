import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * Open/close behaviour of the floating picker: the trigger toggles it, Escape and the close button close it and
 * put focus back on the trigger, and a press anywhere outside closes it without moving focus.
 */
export function usePickerPanel() {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  const toggle = useCallback(() => setOpen((isOpen) => !isOpen), []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      close(true);
    },
    [open, close],
  );

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  return { open, toggle, close, onKeyDown, triggerRef, containerRef };
}
