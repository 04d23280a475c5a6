import { useCallback, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerEmailValid } from '../../../../shared/onboarding';
import CodeForm from '../../auth/components/CodeForm';
import SendFailed from '../../auth/components/SendFailed';
import '../../auth/components/SignInPanel.css';
import { PROFILE_SAVE_FAILED } from '../../auth/sign-in-errors';
import { useSignInFlow } from '../../auth/use-sign-in-flow';
import { submitProfile } from '../actions';
import type { StepProps } from '../step-props';
import { useOnline } from '../use-online';
import StepFrame from './StepFrame';

/**
 * Step 15 (spec 000 §2.11, §5, §8): the e-mail, a sending screen, then the code. Only this step needs the
 * network. Once the code is verified the profile goes into the outbox and the person goes to /home.
 */
export default function RegisterStep({ draft, update }: StepProps) {
  const navigate = useNavigate();
  const emailId = useId();
  const input = useRef<HTMLInputElement>(null);
  const online = useOnline();
  const [saveError, setSaveError] = useState<string | null>(null);
  const latest = useRef(draft);
  latest.current = draft;

  const onSignedIn = useCallback(() => {
    submitProfile(latest.current).then(
      () => navigate('/home', { replace: true }),
      (error: unknown) => {
        console.error('could not queue the new profile', error);
        setSaveError(PROFILE_SAVE_FAILED);
      },
    );
  }, [navigate]);
  const { state, send, verify, changeEmail } = useSignInFlow('register', onSignedIn);

  if (state.step === 'sending') {
    return (
      <StepFrame key="sending" title="sending your code">
        <p role="status">on its way to {state.email}. this takes a few seconds.</p>
      </StepFrame>
    );
  }
  if (state.step === 'code' || state.step === 'verifying') {
    return (
      <StepFrame
        key="code"
        title="check your email"
        lead={
          <>
            we sent a 6-digit code to <strong>{state.email}</strong>.
          </>
        }
        extra={
          <button type="button" className="step-frame__link" onClick={changeEmail} disabled={state.step === 'verifying'}>
            change email
          </button>
        }
      >
        <CodeForm busy={state.step === 'verifying'} error={state.error} onVerify={verify} />
        {saveError && (
          <p className="step-frame__error" role="alert">
            {saveError}
          </p>
        )}
      </StepFrame>
    );
  }
  const valid = registerEmailValid(draft.email);
  return (
    <StepFrame
      key="email"
      title="almost there! what's your email?"
      lead="we'll send you a code to verify"
      valid={valid}
      hint="please enter an email like name@example.com"
      showNext={false}
      onNext={() => send(draft.email)}
      focusRef={input}
    >
      {state.step === 'send-failed' ? (
        <SendFailed message={state.error ?? ''} onRetry={changeEmail} />
      ) : (
        <>
          <div>
            <label className="step-frame__label" htmlFor={emailId}>
              email
            </label>
            <input
              ref={input}
              id={emailId}
              className="step-frame__input"
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              value={draft.email}
              onChange={(event) => update({ email: event.target.value })}
            />
          </div>
          <button type="submit" className="btn btn-primary step-frame__next" disabled={!valid}>
            send code
          </button>
          {!online && (
            <p className="step-frame__note">you're offline. everything so far is saved on this device: connect to get your code.</p>
          )}
        </>
      )}
    </StepFrame>
  );
}
