import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { clampStepIndex, wizardSteps, type OnboardingDraft, type OnboardingStepId } from '../../../shared/onboarding';
import type { DraftUpdate } from './use-draft';
import { createStepLock, STEP_LOCK_MS } from './wizard-rules';

export interface Wizard {
  steps: OnboardingStepId[];
  index: number;
  stepId: OnboardingStepId;
  /** True for 600 ms after a step change; the wizard sets aria-busy from it. */
  locked: boolean;
  /** The step after this one; `patch` is saved together with the move (e.g. the 'prompt copied' flag). */
  next: (patch?: Partial<OnboardingDraft>) => void;
  /** `next` for moves the wizard makes by itself (a chosen photo): waits out the lock instead of being dropped. */
  nextWhenFree: (patch?: Partial<OnboardingDraft>) => void;
  /** The step before; on the first step, back to the home page. */
  back: () => void;
  goTo: (step: OnboardingStepId, patch?: Partial<OnboardingDraft>) => void;
  /** A change inside a step (the per-interest detail) under the same lock and scroll rule. */
  runLocked: (change: () => void) => void;
  /** Lets a step with pages of its own take 'back' first; the handler answers whether it did. */
  interceptBack: (handler: (() => boolean) | null) => void;
}

/**
 * Where the person is in the wizard: the step index lives in the draft (restored after a reload; an index that
 * no longer points at a step starts again at 0), every change is locked for 600 ms against double taps, and
 * the page goes back to the top (docs/product-rules.md#onboarding-and-profile).
 */
export function useWizard(draft: OnboardingDraft, update: DraftUpdate): Wizard {
  const navigate = useNavigate();
  const steps = wizardSteps(draft.aiPromptCopied);
  const index = clampStepIndex(draft.currentStep, steps);
  const stepId = steps[index]!;
  const lock = useRef(createStepLock(STEP_LOCK_MS, () => performance.now()));
  const [locked, setLocked] = useState(false);
  const unlockTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pendingMove = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(
    () => () => {
      clearTimeout(unlockTimer.current);
      clearTimeout(pendingMove.current);
    },
    [],
  );

  const runLocked = useCallback((change: () => void) => {
    if (!lock.current.tryAcquire()) return;
    setLocked(true);
    clearTimeout(unlockTimer.current);
    unlockTimer.current = setTimeout(() => setLocked(false), STEP_LOCK_MS);
    change();
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);

  const moveTo = useCallback(
    (target: OnboardingStepId | undefined, patch: Partial<OnboardingDraft> = {}) => {
      runLocked(() => {
        if (target === undefined) {
          navigate('/');
          return;
        }
        const nextSteps = wizardSteps(patch.aiPromptCopied ?? draft.aiPromptCopied);
        void update({ ...patch, currentStep: Math.max(0, nextSteps.indexOf(target)) }, { shownWhenKept: true });
      });
    },
    [runLocked, navigate, update, draft.aiPromptCopied],
  );

  const next = useCallback(
    (patch: Partial<OnboardingDraft> = {}) => {
      // Measured in the list the patch produces: copying the prompt inserts the AI steps right after this one.
      const nextSteps = wizardSteps(patch.aiPromptCopied ?? draft.aiPromptCopied);
      moveTo(nextSteps[nextSteps.indexOf(stepId) + 1], patch);
    },
    [moveTo, draft.aiPromptCopied, stepId],
  );

  const nextWhenFree = useCallback(
    (patch: Partial<OnboardingDraft> = {}) => {
      clearTimeout(pendingMove.current);
      // Timers may fire a fraction of a millisecond early, so the lock is asked again rather than assumed free.
      const attempt = () => {
        const wait = lock.current.remainingMs();
        if (wait === 0) next(patch);
        else pendingMove.current = setTimeout(attempt, wait + 1);
      };
      attempt();
    },
    [next],
  );

  const backHandler = useRef<(() => boolean) | null>(null);
  const interceptBack = useCallback((handler: (() => boolean) | null) => {
    backHandler.current = handler;
  }, []);
  const back = useCallback(() => {
    if (backHandler.current?.()) return;
    moveTo(index > 0 ? steps[index - 1] : undefined);
  }, [moveTo, index, steps]);

  return { steps, index, stepId, locked, next, nextWhenFree, back, goTo: moveTo, runLocked, interceptBack };
}
