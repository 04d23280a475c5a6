import { describe, expect, it } from 'vitest';
import { initialSignInState, signInReducer, type SignInEvent, type SignInState } from '../../../../client/features/auth/sign-in-flow';

const run = (events: SignInEvent[], from: SignInState = initialSignInState) => events.reduce(signInReducer, from);

describe('sign-in flow', () => {
  it('goes email → sending → code → verifying', () => {
    const state = run([{ type: 'send', email: 'sam@example.com' }, { type: 'sent' }, { type: 'verify' }]);
    expect(state).toEqual({ step: 'verifying', email: 'sam@example.com', error: null });
  });

  it('a failed send shows its message and keeps the typed e-mail for changing it', () => {
    const failed = run([{ type: 'send', email: 'sam@example.com' }, { type: 'send-failed', message: 'nope' }]);
    expect(failed).toEqual({ step: 'send-failed', email: 'sam@example.com', error: 'nope' });
    expect(signInReducer(failed, { type: 'change-email' })).toEqual({ step: 'email', email: 'sam@example.com', error: null });
  });

  it('a failed check returns to code entry with the message; the next try clears it', () => {
    const failed = run([{ type: 'send', email: 'a@b.co' }, { type: 'sent' }, { type: 'verify' }, { type: 'verify-failed', message: 'bad' }]);
    expect(failed.step).toBe('code');
    expect(failed.error).toBe('bad');
    expect(signInReducer(failed, { type: 'verify' }).error).toBeNull();
  });

  it('changing the e-mail from code entry returns to e-mail entry and clears errors', () => {
    const failed = run([{ type: 'send', email: 'a@b.co' }, { type: 'sent' }, { type: 'verify' }, { type: 'verify-failed', message: 'bad' }]);
    expect(signInReducer(failed, { type: 'change-email' })).toEqual({ step: 'email', email: 'a@b.co', error: null });
  });

  it('ignores answers that arrive after the person moved on', () => {
    const moved = run([{ type: 'send', email: 'a@b.co' }, { type: 'change-email' }]);
    expect(signInReducer(moved, { type: 'sent' })).toBe(moved);
    expect(signInReducer(moved, { type: 'verify' })).toBe(moved);
  });
});
