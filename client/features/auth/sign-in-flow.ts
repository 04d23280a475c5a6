import type { CodeSent } from './code-sent';

/** The steps of e-mail sign-in (docs/product-rules.md#sign-in): email entry, code sent, code entry, verified. */
export type SignInStep = 'email' | 'sending' | 'send-failed' | 'code' | 'verifying';

export interface SignInState {
  step: SignInStep;
  /** What the person typed; kept when they go back to change it. */
  email: string;
  error: string | null;
  /** When the code now expected was sent (ms since the epoch): the resend wait and the code's lifetime count from it. */
  sentAt: number | null;
}

export type SignInEvent =
  | { type: 'send'; email: string }
  | { type: 'sent'; at: number }
  | { type: 'send-failed'; message: string }
  | { type: 'verify' }
  | { type: 'verify-failed'; message: string }
  | { type: 'change-email' };

export const initialSignInState: SignInState = { step: 'email', email: '', error: null, sentAt: null };

/** Where a page opens: on code entry when this tab already sent a code that still works, else at the e-mail. */
export function openingSignInState(sent: CodeSent | null): SignInState {
  return sent ? { step: 'code', email: sent.email, error: null, sentAt: sent.sentAt } : initialSignInState;
}

export function signInReducer(state: SignInState, event: SignInEvent): SignInState {
  switch (event.type) {
    case 'send':
      return { ...state, step: 'sending', email: event.email, error: null };
    case 'sent':
      return state.step === 'sending' ? { ...state, step: 'code', error: null, sentAt: event.at } : state;
    case 'send-failed':
      return state.step === 'sending' ? { ...state, step: 'send-failed', error: event.message } : state;
    case 'verify':
      return state.step === 'code' ? { ...state, step: 'verifying', error: null } : state;
    case 'verify-failed':
      return state.step === 'verifying' ? { ...state, step: 'code', error: event.message } : state;
    case 'change-email':
      return { ...state, step: 'email', error: null, sentAt: null };
  }
}
