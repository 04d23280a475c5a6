import { Link } from 'react-router-dom';
import ExperienceTypeView from './components/ExperienceTypeView';
import { POETRY_NIGHT_JOIN_PATH } from './poetry-night-join';

/** /poetry: the poetry-night experience type and the way to sign up for a Friday. */
export default function PoetryScreen() {
  return (
    <ExperienceTypeView typeId="poetry-night">
      <section className="card" aria-labelledby="poetry-join">
        <h2 id="poetry-join">save a seat at the table</h2>
        <p>
          Tell us which Fridays work for you. The more evenings you can do, the better your chance of landing in a full table; we confirm a
          week ahead, and nothing is charged until your group is set.
        </p>
        <Link className="btn btn-primary" to={POETRY_NIGHT_JOIN_PATH}>
          count me in
        </Link>
      </section>
    </ExperienceTypeView>
  );
}
