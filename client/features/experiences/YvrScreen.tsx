import { Link } from 'react-router-dom';
import { usePublicPageSession } from '../auth/use-public-page-session';
import ExperienceTypeView from './components/ExperienceTypeView';

/** /yvr: the night-out experience type, with Vancouver evenings. */
export default function YvrScreen() {
  // Someone signed in has an account already: each evening's "count me in" is their way in.
  const signedIn = usePublicPageSession().status === 'signed-in';
  return (
    <ExperienceTypeView typeId="night-out">
      {!signedIn && (
        <section className="card" aria-labelledby="yvr-join">
          <h2 id="yvr-join">want in on the next one?</h2>
          <p>
            Create an account, pick the nights that work, and privately pick who you would like to go out with. When a group of people who
            picked each other is full, the night is on.
          </p>
          <Link className="btn btn-primary" to="/create-account">
            create an account
          </Link>
        </section>
      )}
    </ExperienceTypeView>
  );
}
