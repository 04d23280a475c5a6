import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { emptyDraft, type OnboardingDraft } from '../../../shared/onboarding';
import { loadDraft, saveDraft } from './actions';

export type DraftUpdate = (patch: Partial<OnboardingDraft>) => void;

/**
 * The wizard's draft: read from Dexie, then kept in React state so typing stays instant, and written back on
 * every change (spec 000 §3), so a reload, going offline or a killed browser loses nothing. Only the first
 * answer of the live query is taken: later ones echo our own writes, and an echo arriving after a newer
 * keystroke would roll the text back. `draft` is null until the stored one has been read.
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

  const update = useCallback<DraftUpdate>((patch) => {
    const base = current.current ?? emptyDraft();
    const next = { ...base, ...patch };
    current.current = next;
    setDraft(next);
    saveDraft(next).catch((error: unknown) => console.error('could not save the onboarding draft', error));
  }, []);

  return { draft, update };
}
