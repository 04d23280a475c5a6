import { describe, expect, it } from 'vitest';
import { applyHostingChoice, emptyDraft, type HostingChoice } from '../../../../shared/onboarding';
import { createStepLock, hostingChoiceOf, STEP_LOCK_MS } from '../../../../client/features/onboarding/wizard-rules';

describe('step lock', () => {
  it('lets one change through and refuses others for 600 ms', () => {
    let now = 1000;
    const lock = createStepLock(STEP_LOCK_MS, () => now);
    expect(lock.tryAcquire()).toBe(true);
    now += 599;
    expect(lock.tryAcquire()).toBe(false);
    expect(lock.remainingMs()).toBe(1);
    now += 1;
    expect(lock.tryAcquire()).toBe(true);
  });

  it('is open before any change', () => {
    const lock = createStepLock(STEP_LOCK_MS, () => 0);
    expect(lock.remainingMs()).toBe(0);
    expect(lock.tryAcquire()).toBe(true);
  });
});

describe('hosting answer shown', () => {
  it('reads back every choice the draft can hold', () => {
    const base = emptyDraft().hostingDetails;
    expect(hostingChoiceOf(null, null)).toBeNull();
    for (const choice of ['yes', 'find-one', 'not-now'] as HostingChoice[]) {
      const applied = applyHostingChoice(choice, base);
      expect(hostingChoiceOf(applied.canHost, applied.hostingDetails.hasVenue)).toBe(choice);
    }
  });
});
