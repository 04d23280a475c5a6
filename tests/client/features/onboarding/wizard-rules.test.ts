import { describe, expect, it } from 'vitest';
import { applyHostingChoice, emptyDraft, type HostingChoice } from '../../../../shared/onboarding';
import { arrowFocusIndex, createStepLock, hostingChoiceOf, STEP_LOCK_MS, wizardKeyAction } from '../../../../client/features/onboarding/wizard-rules';

const key = (k: string, shiftKey = false) => ({ key: k, shiftKey, altKey: false, ctrlKey: false, metaKey: false });

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

describe('keyboard inside the wizard', () => {
  it('blocks Tab and turns Shift+Tab into back', () => {
    expect(wizardKeyAction(key('Tab'), false)).toBe('block');
    expect(wizardKeyAction(key('Tab', true), false)).toBe('back');
  });

  it('leaves other keys, modified Tabs and dialogs alone', () => {
    expect(wizardKeyAction(key('Enter'), false)).toBeNull();
    expect(wizardKeyAction({ ...key('Tab'), ctrlKey: true }, false)).toBeNull();
    expect(wizardKeyAction(key('Tab'), true)).toBeNull();
    expect(wizardKeyAction(key('Tab', true), true)).toBeNull();
  });

  it('moves focus with the arrow keys, wrapping round', () => {
    expect(arrowFocusIndex(3, 0, 'ArrowDown')).toBe(1);
    expect(arrowFocusIndex(3, 2, 'ArrowRight')).toBe(0);
    expect(arrowFocusIndex(3, 0, 'ArrowUp')).toBe(2);
    expect(arrowFocusIndex(3, -1, 'ArrowDown')).toBe(0);
    expect(arrowFocusIndex(3, -1, 'ArrowLeft')).toBe(2);
    expect(arrowFocusIndex(3, 1, 'Enter')).toBeNull();
    expect(arrowFocusIndex(0, 0, 'ArrowDown')).toBeNull();
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
