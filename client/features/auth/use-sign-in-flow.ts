import { useCallback, useReducer, useRef } from 'react';
import { isValidCode } from '../../../shared/auth';
import { sendSignInCode, verifySignInCode } from './actions';
import { loginVerifyFailureMessage, registerVerifyFailureMessage, sendFailureMessage } from './sign-in-errors';
import { initialSignInState, signInReducer, type SignInState } from './sign-in-flow';

export interface SignInFlow {
  state: SignInState;
  send: (email: string) => void;
  /** Does nothing until the code has exactly 6 digits, or while a check is running. */
  verify: (code: string) => void;
  changeEmail: () => void;
}

/**
 * E-mail sign-in as a state machine driven by the server's answers. The register variant maps failures by
 * its own rules and also raises the send failure as an alert (spec 000 §8).
 */
export function useSignInFlow(variant: 'login' | 'register', onSignedIn: () => void): SignInFlow {
  const [state, dispatch] = useReducer(signInReducer, initialSignInState);
  const busy = useRef(false);
  const email = useRef('');

  const send = useCallback(
    (typed: string) => {
      if (busy.current || !typed.trim()) return;
      busy.current = true;
      email.current = typed.trim();
      dispatch({ type: 'send', email: email.current });
      sendSignInCode(email.current).then(
        () => dispatch({ type: 'sent' }),
        (error: unknown) => {
          const message = sendFailureMessage(error);
          dispatch({ type: 'send-failed', message });
          if (variant === 'register') window.alert(message);
        },
      ).finally(() => {
        busy.current = false;
      });
    },
    [variant],
  );

  const verify = useCallback(
    (code: string) => {
      if (busy.current || !isValidCode(code)) return;
      busy.current = true;
      dispatch({ type: 'verify' });
      verifySignInCode(email.current, code).then(onSignedIn, (error: unknown) => {
        busy.current = false;
        const message = variant === 'login' ? loginVerifyFailureMessage(error) : registerVerifyFailureMessage(error);
        dispatch({ type: 'verify-failed', message });
      });
    },
    [variant, onSignedIn],
  );

  const changeEmail = useCallback(() => dispatch({ type: 'change-email' }), []);

  return { state, send, verify, changeEmail };
}
