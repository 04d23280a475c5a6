import { useCallback, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CurrentUser } from '../../../../shared/auth';
import { INVITE_CODE_INVALID_MESSAGE, INVITE_CODE_REQUIRED_MESSAGE } from '../../../../shared/invites';
import { registerEmailValid } from '../../../../shared/onboarding';
import { ApiError, apiCall, NetworkError } from '../../../api/http';
import CodeForm from '../../auth/components/CodeForm';
import SendFailed from '../../auth/components/SendFailed';
import '../../auth/components/SignInPanel.css';
import { PROFILE_SAVE_FAILED } from '../../auth/sign-in-errors';
import { useSignInFlow } from '../../auth/use-sign-in-flow';
import { useFeatureFlags } from '../../feature-flags/use-feature-flags';
import { noteAlreadyAMember, submitProfile } from '../actions';
import type { StepProps } from '../step-props';
import { useOnline } from '../use-online';
import StepFrame from './StepFrame';

/**
 * Step 15 (docs/product-rules.md#onboarding-and-profile): the e-mail, a sending screen, then the code. Only this step needs the
 * network. Once the code is verified the profile goes into the outbox and the person goes to /home.
 */
export default function RegisterStep({ draft, update }: StepProps) {
  const navigate = useNavigate();
  const emailId = useId();
  const inviteId = useId();
  const flags = useFeatureFlags();
  const inviteRequired = flags?.requireInviteCode ?? false;
  const [inviteError, setInviteError] = useState<string | null>(null);
  const [checkingInvite, setCheckingInvite] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const online = useOnline();
  const [saveError, setSaveError] = useState<string | null>(null);
  const latest = useRef(draft);
  latest.current = draft;

  const onSignedIn = useCallback(
    (user: CurrentUser) => {
      // The account has a profile already (the /start guard is taking them to /home): a second one is never sent.
      if (user.hasProfile) {
        noteAlreadyAMember().then(
          () => navigate('/home', { replace: true }),
          (error: unknown) => console.warn('could not keep the note for /home', error),
        );
        return;
      }
      submitProfile(latest.current).then(
        () => navigate('/home', { replace: true }),
        (error: unknown) => {
          console.error('could not queue the new profile', error);
          setSaveError(PROFILE_SAVE_FAILED);
        },
      );
    },
    [navigate],
  );
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
  const inviteCode = draft.inviteCode?.trim() ?? '';

  /** With REQUIRE_INVITE_CODE on a valid code is needed before the code is sent; with it off a typed one is checked too. */
  const sendWithInvite = async () => {
    setInviteError(null);
    if (!inviteCode) {
      if (inviteRequired) setInviteError(INVITE_CODE_REQUIRED_MESSAGE);
      else send(draft.email);
      return;
    }
    setCheckingInvite(true);
    try {
      const { valid: usable } = await apiCall('GET /invites/check', { querystring: { inviteCode } });
      if (!usable) {
        setInviteError(INVITE_CODE_INVALID_MESSAGE);
        return;
      }
    } catch (error) {
      // Offline: sending the code says so itself.
      if (!(error instanceof NetworkError)) {
        setInviteError(error instanceof ApiError ? error.message : INVITE_CODE_INVALID_MESSAGE);
        return;
      }
    } finally {
      setCheckingInvite(false);
    }
    send(draft.email);
  };
  return (
    <StepFrame
      key="email"
      title="almost there! what's your email?"
      lead="we'll send you a code to verify"
      valid={valid}
      hint="please enter an email like name@example.com"
      showNext={false}
      onNext={() => void sendWithInvite()}
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
          <div>
            <label className="step-frame__label" htmlFor={inviteId}>
              {inviteRequired ? 'invite code' : 'invite code (optional)'}
            </label>
            <input
              id={inviteId}
              className="step-frame__input"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={draft.inviteCode ?? ''}
              aria-invalid={inviteError ? true : undefined}
              aria-describedby={inviteError ? `${inviteId}-error` : undefined}
              onChange={(event) => {
                setInviteError(null);
                update({ inviteCode: event.target.value });
              }}
            />
            {inviteError && (
              <p id={`${inviteId}-error`} className="step-frame__error" role="alert">
                {inviteError}
              </p>
            )}
          </div>
          <button type="submit" className="btn btn-primary step-frame__next" disabled={!valid || checkingInvite}>
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
