import { useCallback, useEffect, useRef, useState } from 'react';
import { emptyWizardDraft, type FormatWizardDraft, type WizardStep, wholeDraft } from '../../../../shared/event-format-wizard';
import { CURRENT, db } from '../../../data/db';

export type FormatDraftChange = Partial<FormatWizardDraft> | ((now: FormatWizardDraft) => Partial<FormatWizardDraft>);

/**
 * The wizard's draft (docs/product-rules.md#event-format-wizard: "merged step by step"): shown from memory so typing stays instant, and written to
 * the device's database after every change, in order, so a reload, a crash or going offline loses nothing. A move to
 * another step shows once the device has kept it (moveTo), so a reload always comes back to the step on screen.
 * Undefined while the database is read.
 */
export function useFormatDraft() {
  const [draft, setDraft] = useState<FormatWizardDraft | undefined>(undefined);
  const current = useRef<FormatWizardDraft | null>(null);

  useEffect(() => {
    let open = true;
    void db.formatWizardDraft.get(CURRENT).then(
      (row) => {
        if (!open) return;
        current.current = wholeDraft(row?.draft);
        setDraft(current.current);
      },
      (error: unknown) => {
        console.warn('could not read the event-format draft', error);
        if (!open) return;
        current.current = emptyWizardDraft();
        setDraft(current.current);
      },
    );
    return () => {
      open = false;
    };
  }, []);

  const update = useCallback((change: FormatDraftChange) => {
    const base = current.current;
    if (!base) return;
    const next = { ...base, ...(typeof change === 'function' ? change(base) : change) };
    current.current = next;
    setDraft(next);
    void db.formatWizardDraft
      .put({ key: CURRENT, draft: next })
      .catch((error: unknown) => console.warn('could not keep the event-format draft on this device', error));
  }, []);

  /**
   * Goes to another step once the device has kept the move (and, written in order, every change before it). If the
   * device cannot keep it, the move still shows: nobody is stuck on a step for a full disk.
   */
  const moveTo = useCallback(async (step: WizardStep) => {
    const base = current.current;
    if (!base) return;
    current.current = { ...base, step };
    try {
      await db.formatWizardDraft.put({ key: CURRENT, draft: current.current });
    } catch (error: unknown) {
      console.warn('could not keep the event-format draft on this device', error);
    }
    // Changes made while the move was written are in current.current too.
    setDraft(current.current);
  }, []);

  /** The format is created: the wizard starts from empty next time. */
  const forget = useCallback(async () => {
    current.current = emptyWizardDraft();
    setDraft(current.current);
    await db.formatWizardDraft.delete(CURRENT);
  }, []);

  return { draft, update, moveTo, forget };
}
