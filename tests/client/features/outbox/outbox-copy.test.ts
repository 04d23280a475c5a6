import { describe, expect, it } from 'vitest';
import { refusedLabel, waitingLabel } from '../../../../client/features/outbox/outbox-copy';
import { registerEveryOutboxKind } from '../../../../client/outbox-kinds';

// As the page does at start: each kind's label comes from its feature.
registerEveryOutboxKind();

describe('outbox copy', () => {
  it('counts the changes waiting to sync in words that agree with the number', () => {
    expect(waitingLabel(1)).toBe('1 change waiting to sync');
    expect(waitingLabel(3)).toBe('3 changes waiting to sync');
  });

  it('names each kind of refused change', () => {
    expect(refusedLabel('create-profile')).toBe('your new profile could not be saved');
    expect(refusedLabel('update-profile-property')).toBe('a change to your profile could not be saved');
  });
});
