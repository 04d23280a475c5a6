import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import CodeStep from './components/CodeStep';
import EmailForm from './components/EmailForm';
import SendFailed from './components/SendFailed';
import SignInPanel from './components/SignInPanel';
import type { CurrentUser } from '../../../shared/auth';
import { afterSignInPath } from './sign-in-rules';
import { useSignInFlow } from './use-sign-in-flow';

/** /register (docs/product-rules.md#onboarding-and-profile, #sign-in): the strict e-mail check, a sending screen, then the code. */
export default function RegisterScreen() {
  const navigate = useNavigate();
  const onSignedIn = useCallback((user: CurrentUser) => navigate(afterSignInPath(user, null), { replace: true }), [navigate]);
  const { state, send, resend, verify, changeEmail } = useSignInFlow('register', onSignedIn);

  if (state.step === 'code' || state.step === 'verifying') {
    return (
      <CodeStep
        email={state.email}
        sentAt={state.sentAt}
        busy={state.step === 'verifying'}
        error={state.error}
        onVerify={verify}
        onResend={resend}
        onChangeEmail={changeEmail}
        changeEmailLabel="change email"
      />
    );
  }
  if (state.step === 'sending') {
    return (
      <SignInPanel title="sending your code">
        <p className="sign-in-panel__status" role="status">
          on its way to {state.email}. this takes a few seconds.
        </p>
      </SignInPanel>
    );
  }
  return (
    <SignInPanel title="almost there! what's your email?" lead="we'll send you a code to verify">
      {state.step === 'send-failed' ? (
        <SendFailed message={state.error ?? ''} onRetry={changeEmail} />
      ) : (
        <EmailForm initialEmail={state.email} onSend={send} strict />
      )}
    </SignInPanel>
  );
}
