import { Link, useSearchParams } from 'react-router-dom';
import { verifyMagicLink } from './actions';
import SignInPanel from './components/SignInPanel';
import { LINK_FAILED, LINK_MISSING_PARAMETERS } from './sign-in-errors';
import { afterSignInPath } from './sign-in-rules';
import { useSignInOnce } from './use-sign-in-once';

/**
 * /login/magic-link?email=&secret= (docs/product-rules.md#sign-in).
 *
 * The first design verified the link as soon as the page opened. That is less safe than the person deserves: mail
 * filters open links in a browser that runs JavaScript, so an automatic check would hand the session to the
 * filter's sandbox and use the secret up before the person's own click. Here opening the page sends nothing;
 * the secret is posted once, when the person presses 'sign in as {email}'.
 */
export default function MagicLinkScreen() {
  const [params] = useSearchParams();
  const email = params.get('email');
  const secret = params.get('secret');
  const { status, start } = useSignInOnce(
    email && secret ? () => verifyMagicLink(email, secret).then((user) => afterSignInPath(user, null)) : null,
  );

  if (status === 'ready' || status === 'pending') {
    return (
      <SignInPanel title="sign in" lead="this link signs you in on this device.">
        <button type="button" className="btn btn-primary" onClick={start} disabled={status === 'pending'}>
          sign in as {email}
        </button>
        {status === 'pending' && (
          <p className="sign-in-panel__status" role="status">
            checking your link...
          </p>
        )}
      </SignInPanel>
    );
  }
  return (
    <SignInPanel title="Verification Failed">
      <p className="sign-in-panel__error" role="alert">
        {status === 'missing' ? LINK_MISSING_PARAMETERS : LINK_FAILED}
      </p>
      <p>
        <Link className="btn btn-primary" to="/login">
          Return to login
        </Link>
      </p>
    </SignInPanel>
  );
}
