import { useNavigate, useSearchParams } from 'react-router-dom';
import SignInPanel from './components/SignInPanel';
import { COUNTDOWN_FROM, reloginHintFrom, sessionExpiredTarget } from './session-expiry';
import { useCountdown } from './use-countdown';
import { useRememberedUser } from './use-remembered-user';
import './SessionExpiredScreen.css';

/**
 * /session-expired?redirectedFrom=&provider=&userId= (docs/product-rules.md#sign-in). Public: the person's session has
 * ended. After 5..1 it signs them in again: through their identity provider when they have one (a server path,
 * so a full page load), otherwise on the login screen.
 */
export default function SessionExpiredScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const remembered = useRememberedUser();
  const count = useCountdown(COUNTDOWN_FROM, () => {
    const hint = reloginHintFrom({ provider: params.get('provider'), userId: params.get('userId') }, remembered);
    const target = sessionExpiredTarget(hint, params.get('redirectedFrom'));
    if (hint) window.location.assign(target);
    else navigate(target, { replace: true });
  });

  return (
    <SignInPanel
      title="your session has ended"
      lead="for your privacy we sign you out after a while. we'll take you to sign in again, then straight back to where you were."
    >
      <p className="session-expired__countdown" aria-live="polite" aria-atomic="true">
        signing you in again in <span className="session-expired__count">{count}</span>
      </p>
    </SignInPanel>
  );
}
