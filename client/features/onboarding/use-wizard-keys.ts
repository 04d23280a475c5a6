import { useCallback, type KeyboardEvent } from 'react';
import { arrowFocusIndex, wizardKeyAction } from './wizard-rules';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), a[href]';
/**
 * Whether an arrow key belongs to the field itself (moving the caret, changing the number or the option).
 * A text area lets go at its edges: down from the end, up from the start.
 */
function fieldOwnsArrow(target: HTMLElement, key: string): boolean {
  if (target instanceof HTMLTextAreaElement && !target.readOnly) {
    if (key === 'ArrowDown') return target.selectionStart < target.value.length;
    if (key === 'ArrowUp') return target.selectionEnd > 0;
    return true;
  }
  if (target.matches('select, input[type="number"]')) return true;
  return target instanceof HTMLInputElement && (key === 'ArrowLeft' || key === 'ArrowRight');
}

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('dialog') && element.getClientRects().length > 0,
  );
}

/**
 * The wizard's keyboard rules: Tab does nothing and Shift+Tab goes back a step (spec 000 §2.11). So that the
 * controls stay reachable without a mouse, the arrow keys move focus between them instead.
 */
export function useWizardKeys(onBack: () => void) {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      const action = wizardKeyAction(event, target.closest('dialog') !== null);
      if (action) {
        event.preventDefault();
        if (action === 'back') onBack();
        return;
      }
      if (target.closest('dialog') || fieldOwnsArrow(target, event.key)) return;
      const controls = focusables(event.currentTarget);
      const index = arrowFocusIndex(controls.length, controls.indexOf(target), event.key);
      if (index === null) return;
      event.preventDefault();
      controls[index]?.focus();
    },
    [onBack],
  );
}
