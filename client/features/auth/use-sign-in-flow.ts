import { useCallback, useEffect, useReducer, useRef } from 'react';
import { isValidCode, type CurrentUser } from '../../../shared/auth';
import { sendSignInCode, verifySignInCode } from './actions';
import { forgetCodeSent, readCodeSent, saveCodeSent } from './code-sent';
import { loginVerifyFailureMessage, registerVerifyFailureMessage, sendFailureMessage } from './sign-in-errors';
import { openingSignInState, signInReducer, type SignInState } from './sign-in-flow';

export interface SignInFlow {
  state: SignInState;
  send: (email: string) => void;
  /** Sends a new code to the same address (the screen offers it once the resend wait is over). */
  resend: () => void;
  /** Does nothing until the code has exactly 6 digits, or while a check is running. */
  verify: (code: string) => void;
  changeEmail: () => void;
}

/**
 * E-mail sign-in as a state machine driven by the server's answers. The register variant maps failures by
 * its own rules and also raises the send failure as an alert (docs/product-rules.md#sign-in). A code step this tab already
 * reached comes back after a reload, for as long as the code works.
 */
export function useSignInFlow(variant: 'login' | 'register', onSignedIn: (user: CurrentUser) => void): SignInFlow {
  const [state, dispatch] = useReducer(signInReducer, variant, (flow) => openingSignInState(readCodeSent(flow)));
  const busy = useRef(false);
  const email = useRef(state.email);

  const awaitingCode = state.step === 'code' || state.step === 'verifying';
  useEffect(() => {
    if (awaitingCode && state.sentAt !== null) saveCodeSent(variant, { email: state.email, sentAt: state.sentAt });
    else if (state.step === 'email') forgetCodeSent(variant);
  }, [variant, awaitingCode, state.step, state.email, state.sentAt]);

  const send = useCallback(
    (typed: string) => {
      if (busy.current || !typed.trim()) return;
      busy.current = true;
      email.current = typed.trim();
      dispatch({ type: 'send', email: email.current });
      sendSignInCode(email.current)
        .then(
          () => dispatch({ type: 'sent', at: Date.now() }),
          (error: unknown) => {
            const message = sendFailureMessage(error);
            dispatch({ type: 'send-failed', message });
            if (variant === 'register') window.alert(message);
          },
        )
        .finally(() => {
          busy.current = false;
        });
    },
    [variant],
  );

  const resend = useCallback(() => send(email.current), [send]);

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

  return { state, send, resend, verify, changeEmail };
}
