import { Link, useSearchParams } from 'react-router-dom';
import { verifyMagicLink } from './actions';
import SignInPanel from './components/SignInPanel';
import { LINK_FAILED, LINK_MISSING_PARAMETERS } from './sign-in-errors';
import { useSignInOnce } from './use-sign-in-once';

/**
 * /login/magic-link?email=&secret= (spec 000 §2.10). Opening the page consumes nothing: the secret is sent
 * once, by POST, from here, so link scanners that only fetch the page cannot use it up.
 */
export default function MagicLinkScreen() {
  const [params] = useSearchParams();
  const email = params.get('email');
  const secret = params.get('secret');
  const status = useSignInOnce(email && secret ? () => verifyMagicLink(email, secret).then(() => '/interests') : null);

  if (status === 'pending') {
    return (
      <SignInPanel title="signing you in">
        <p className="sign-in-panel__status" role="status">checking your link...</p>
      </SignInPanel>
    );
  }
  return (
    <SignInPanel title="Verification Failed">
      <p className="sign-in-panel__error" role="alert">{status === 'missing' ? LINK_MISSING_PARAMETERS : LINK_FAILED}</p>
      <p><Link className="btn btn-primary" to="/login">Return to login</Link></p>
    </SignInPanel>
  );
}
