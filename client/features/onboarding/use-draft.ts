import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { emptyDraft, type OnboardingDraft } from '../../../shared/onboarding';
import { loadDraft, saveDraft } from './actions';

export interface DraftUpdateOptions {
  /** Show the change once the device has kept it (a move to another step: a reload comes back to the step on screen). */
  shownWhenKept?: boolean;
}

/** Applies a change; the wizard's settles once the device has kept it (or could not: logged, never thrown). */
export type DraftUpdate = (patch: Partial<OnboardingDraft>, options?: DraftUpdateOptions) => void | Promise<void>;

/**
 * The wizard's draft: read from Dexie, then kept in React state so typing stays instant, and written back on
 * every change (docs/product-rules.md#onboarding-and-profile), so a reload, going offline or a killed browser loses nothing. A move to another step
 * shows once it is kept (shownWhenKept). Only the first answer of the live query is taken: later ones echo our own
 * writes, and an echo arriving after a newer keystroke would roll the text back. `draft` is null until the stored
 * one has been read.
 */
export function useDraft(): { draft: OnboardingDraft | null; update: DraftUpdate } {
  const stored = useLiveQuery(loadDraft);
  const [draft, setDraft] = useState<OnboardingDraft | null>(null);
  const current = useRef<OnboardingDraft | null>(null);

  useEffect(() => {
    if (stored === undefined || current.current) return;
    const next = stored ?? emptyDraft();
    current.current = next;
    setDraft(next);
  }, [stored]);

  const update = useCallback<DraftUpdate>(async (patch, options) => {
    const base = current.current ?? emptyDraft();
    const next = { ...base, ...patch };
    current.current = next;
    if (!options?.shownWhenKept) setDraft(next);
    try {
      await saveDraft(next);
    } catch (error: unknown) {
      console.error('could not save the onboarding draft', error);
    }
    // Shown even when it could not be kept: nobody is stuck on a step for a full disk. Changes made meanwhile are
    // in current.current too.
    if (options?.shownWhenKept) setDraft(current.current);
  }, []);

  return { draft, update };
}
