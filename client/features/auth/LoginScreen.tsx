import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import CodeStep from './components/CodeStep';
import EmailForm from './components/EmailForm';
import ModeSwitcher from './components/ModeSwitcher';
import SendFailed from './components/SendFailed';
import SignInPanel from './components/SignInPanel';
import SocialButtons from './components/SocialButtons';
import type { CurrentUser } from '../../../shared/auth';
import { afterSignInPath, type SignInMode } from './sign-in-rules';
import { useSignInFlow } from './use-sign-in-flow';

const COPY: Record<'login' | 'create-account', { title: string; lead: string }> = {
  login: {
    title: 'sign in',
    lead: "welcome back. we'll email you a 6-digit code: no password to remember.",
  },
  'create-account': {
    title: 'create your account',
    lead: "we'll email you a 6-digit code to confirm it's you. a few quick questions after that and you're in line for a weekend-morning coffee group in Toronto.",
  },
};

/** /login and /create-account (docs/product-rules.md#sign-in): e-mail, then the 6-digit code; or a provider. */
export default function LoginScreen() {
  const { pathname } = useLocation();
  const mode: SignInMode = pathname.startsWith('/create-account') ? 'create-account' : 'login';
  const redirectedFrom = useSearchParams()[0].get('redirectedFrom');
  const navigate = useNavigate();
  const onSignedIn = useCallback(
    (user: CurrentUser) => navigate(afterSignInPath(user, redirectedFrom), { replace: true }),
    [navigate, redirectedFrom],
  );
  const { state, send, resend, verify, changeEmail } = useSignInFlow('login', onSignedIn);
  const copy = COPY[mode];

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
        changeEmailLabel="use a different email"
      />
    );
  }
  return (
    <SignInPanel title={copy.title} lead={copy.lead}>
      <ModeSwitcher mode={mode} />
      {state.step === 'email' && (
        <>
          <EmailForm initialEmail={state.email} onSend={send} />
          <SocialButtons redirectedFrom={redirectedFrom} />
        </>
      )}
      {state.step === 'sending' && (
        <p className="sign-in-panel__status" role="status">
          sending your code to {state.email}...
        </p>
      )}
      {state.step === 'send-failed' && <SendFailed message={state.error ?? ''} onRetry={changeEmail} />}
    </SignInPanel>
  );
}
