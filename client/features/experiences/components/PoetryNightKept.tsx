import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import { fridayLabel } from '../../../../shared/poetry-night-evenings';
import { loginRedirect } from '../../auth/guard-rules';
import { POETRY_NIGHT_JOIN_PATH } from '../poetry-night-join';

/**
 * A signed-out visitor's answer, kept on this device: what it holds and the way to send it (sign in, then back to this
 * page, where it is sent at once; RootLayout sends it whatever page they land on).
 */
export default function PoetryNightKept({ fridays, headingRef }: { fridays: string[]; headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <section className="poetry-join__kept card" aria-labelledby="poetry-kept-heading">
      <h2 id="poetry-kept-heading" ref={headingRef} tabIndex={-1}>
        sign in to send your answer
      </h2>
      <p>
        {fridays.map(fridayLabel).join(', ')}: kept on this device, not sent yet. Sign in (or create an account, it takes a minute) and we
        send it at once.
      </p>
      <Link className="btn btn-primary" to={loginRedirect(POETRY_NIGHT_JOIN_PATH)}>
        sign in to send it
      </Link>
    </section>
  );
}
