/** The steps of e-mail sign-in (spec 000 §4): email entry, code sent, code entry, verified. */
export type SignInStep = 'email' | 'sending' | 'send-failed' | 'code' | 'verifying';

export interface SignInState {
  step: SignInStep;
  /** What the person typed; kept when they go back to change it. */
  email: string;
  error: string | null;
}

export type SignInEvent =
  | { type: 'send'; email: string }
  | { type: 'sent' }
  | { type: 'send-failed'; message: string }
  | { type: 'verify' }
  | { type: 'verify-failed'; message: string }
  | { type: 'change-email' };

export const initialSignInState: SignInState = { step: 'email', email: '', error: null };

export function signInReducer(state: SignInState, event: SignInEvent): SignInState {
  switch (event.type) {
    case 'send':
      return { step: 'sending', email: event.email, error: null };
    case 'sent':
      return state.step === 'sending' ? { ...state, step: 'code', error: null } : state;
    case 'send-failed':
      return state.step === 'sending' ? { ...state, step: 'send-failed', error: event.message } : state;
    case 'verify':
      return state.step === 'code' ? { ...state, step: 'verifying', error: null } : state;
    case 'verify-failed':
      return state.step === 'verifying' ? { ...state, step: 'code', error: event.message } : state;
    case 'change-email':
      return { ...state, step: 'email', error: null };
  }
}
