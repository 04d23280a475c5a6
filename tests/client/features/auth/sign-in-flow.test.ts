import { describe, expect, it } from 'vitest';
import {
  initialSignInState,
  openingSignInState,
  signInReducer,
  type SignInEvent,
  type SignInState,
} from '../../../../client/features/auth/sign-in-flow';

const run = (events: SignInEvent[], from: SignInState = initialSignInState) => events.reduce(signInReducer, from);
const SENT_AT = Date.UTC(2026, 4, 2, 9, 0);

describe('sign-in flow', () => {
  it('goes email → sending → code → verifying, remembering when the code was sent', () => {
    const state = run([{ type: 'send', email: 'sam@example.com' }, { type: 'sent', at: SENT_AT }, { type: 'verify' }]);
    expect(state).toEqual({ step: 'verifying', email: 'sam@example.com', error: null, sentAt: SENT_AT });
  });

  it('a failed send shows its message and keeps the typed e-mail for changing it', () => {
    const failed = run([
      { type: 'send', email: 'sam@example.com' },
      { type: 'send-failed', message: 'nope' },
    ]);
    expect(failed).toEqual({ step: 'send-failed', email: 'sam@example.com', error: 'nope', sentAt: null });
    expect(signInReducer(failed, { type: 'change-email' })).toEqual({ step: 'email', email: 'sam@example.com', error: null, sentAt: null });
  });

  it('a failed check returns to code entry with the message; the next try clears it', () => {
    const failed = run([
      { type: 'send', email: 'a@b.co' },
      { type: 'sent', at: SENT_AT },
      { type: 'verify' },
      { type: 'verify-failed', message: 'bad' },
    ]);
    expect(failed.step).toBe('code');
    expect(failed.error).toBe('bad');
    expect(signInReducer(failed, { type: 'verify' }).error).toBeNull();
  });

  it('changing the e-mail from code entry returns to e-mail entry and clears errors and the sent code', () => {
    const failed = run([
      { type: 'send', email: 'a@b.co' },
      { type: 'sent', at: SENT_AT },
      { type: 'verify' },
      { type: 'verify-failed', message: 'bad' },
    ]);
    expect(signInReducer(failed, { type: 'change-email' })).toEqual({ step: 'email', email: 'a@b.co', error: null, sentAt: null });
  });

  it('ignores answers that arrive after the person moved on', () => {
    const moved = run([{ type: 'send', email: 'a@b.co' }, { type: 'change-email' }]);
    expect(signInReducer(moved, { type: 'sent', at: SENT_AT })).toBe(moved);
    expect(signInReducer(moved, { type: 'verify' })).toBe(moved);
  });

  it('a new code sent from code entry counts from its own sending', () => {
    const first = run([
      { type: 'send', email: 'a@b.co' },
      { type: 'sent', at: SENT_AT },
    ]);
    const again = run(
      [
        { type: 'send', email: 'a@b.co' },
        { type: 'sent', at: SENT_AT + 45_000 },
      ],
      first,
    );
    expect(again).toEqual({ step: 'code', email: 'a@b.co', error: null, sentAt: SENT_AT + 45_000 });
  });

  it('a page opens on code entry for a code this tab sent, else at the e-mail', () => {
    expect(openingSignInState({ email: 'a@b.co', sentAt: SENT_AT })).toEqual({
      step: 'code',
      email: 'a@b.co',
      error: null,
      sentAt: SENT_AT,
    });
    expect(openingSignInState(null)).toEqual(initialSignInState);
  });
});
