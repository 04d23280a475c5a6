import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { completeProviderSignIn } from './actions';
import SignInPanel from './components/SignInPanel';
import { CALLBACK_FAILED, CALLBACK_MISSING_PARAMETERS } from './sign-in-errors';
import { afterSignInPath } from './sign-in-rules';
import { useSignInOnce } from './use-sign-in-once';

/**
 * /login/callback/{provider}?code=&state=&iss= : where a provider sends the person back (docs/product-rules.md#sign-in).
 * Finished on arrival: the person has just chosen to sign in at the provider, and the state cookie ties the
 * code to this browser, so nothing else can have opened it first.
 */
export default function ProviderCallbackScreen() {
  const { provider } = useParams();
  const [params] = useSearchParams();
  const code = params.get('code');
  const { status, start } = useSignInOnce(
    provider && code
      ? () =>
          completeProviderSignIn(provider, { code, state: params.get('state'), iss: params.get('iss') }).then(({ user, redirectTo }) =>
            afterSignInPath(user, redirectTo),
          )
      : null,
  );
  useEffect(start, [start]);

  if (status === 'ready' || status === 'pending') {
    return (
      <SignInPanel title="signing you in">
        <p className="sign-in-panel__status" role="status">
          finishing sign-in...
        </p>
      </SignInPanel>
    );
  }
  return (
    <SignInPanel title="Authentication Failed">
      <p className="sign-in-panel__error" role="alert">
        {status === 'missing' ? CALLBACK_MISSING_PARAMETERS : CALLBACK_FAILED}
      </p>
      <p>
        <Link className="btn btn-primary" to="/login">
          back to sign in
        </Link>
      </p>
    </SignInPanel>
  );
}
