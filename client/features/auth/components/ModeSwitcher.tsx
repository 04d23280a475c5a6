import { Link, useLocation } from 'react-router-dom';
import type { SignInMode } from '../sign-in-rules';
import './ModeSwitcher.css';

/** Switches between signing in and creating an account; keeps the query so redirectedFrom survives. */
export default function ModeSwitcher({ mode }: { mode: SignInMode }) {
  const { search } = useLocation();
  return (
    <nav className="mode-switcher" aria-label="sign in or create an account">
      <Link className="mode-switcher__tab" to={`/login${search}`} aria-current={mode === 'login' ? 'page' : undefined}>
        sign in
      </Link>
      <Link className="mode-switcher__tab" to={`/create-account${search}`} aria-current={mode === 'create-account' ? 'page' : undefined}>
        create account
      </Link>
    </nav>
  );
}
