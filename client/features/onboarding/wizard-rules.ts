import type { HostingChoice, OnboardingStepId } from '../../../shared/onboarding';

/** Step changes are ignored for this long after one happened (docs/product-rules.md#onboarding-and-profile: double taps must not skip steps). */
export const STEP_LOCK_MS = 600;
/** 'copy prompt' shows 'copied! continuing...' this long before the wizard moves on. */
export const COPY_CONTINUE_MS = 500;

/** A lock that lets one step change through and refuses the next ones until `durationMs` have passed. */
export function createStepLock(durationMs: number, now: () => number) {
  let lockedUntil = -Infinity;
  return {
    tryAcquire(): boolean {
      const time = now();
      if (time < lockedUntil) return false;
      lockedUntil = time + durationMs;
      return true;
    },
    remainingMs(): number {
      return Math.max(0, lockedUntil - now());
    },
  };
}

/** The hosting answer the draft holds, for showing which button is chosen (inverse of applyHostingChoice). */
export function hostingChoiceOf(canHost: boolean | null, hasVenue: boolean | null): HostingChoice | null {
  if (canHost === null) return null;
  if (!canHost) return 'not-now';
  return hasVenue ? 'yes' : 'find-one';
}

/** What a step says when 'next' is pressed before it is answered. */
export const STEP_HINTS: Partial<Record<OnboardingStepId, string>> = {
  'location-preferences': 'pick at least one neighbourhood to continue',
  hosting: 'choose one answer to continue',
  scheduling: 'pick at least one time that could work',
  name: 'please tell us your first name',
  age: 'please enter your age: 20 to 99',
  sex: 'please choose one to continue',
  interests: 'pick at least one topic to continue',
};
