import { Link } from 'react-router-dom';
import ExperienceCard from '../experiences/components/ExperienceCard';
import { EXPERIENCE_TYPES } from '../../../shared/experiences';
import { useExperiences } from '../experiences/use-experiences';
import HostChat from './components/HostChat';
import { EXAMPLE_EXPERIENCE_IDS, HOST_BENEFITS, HOST_SIGN_UP, WHO_WE_LOOK_FOR } from './hosts-content';
import './HostsScreen.css';

/** /become-a-host and /hosts: why host with us, a chat that answers the usual questions, and a way to sign up. */
export default function HostsScreen() {
  const state = useExperiences();
  // The examples are experiences from the list; one removed from it is simply not shown.
  const examples = state.status === 'ready' ? state.experiences.filter((experience) => EXAMPLE_EXPERIENCE_IDS.includes(experience.id)) : [];
  return (
    <div className="hosts-screen container page">
      <div className="hosts-screen__hero">
        <div className="hosts-screen__intro">
          <h1>host small groups that actually show up</h1>
          <p className="hosts-screen__lead">
            Teach, cook, dance or guide for 6 to 12 people who chose to be there. You design the gathering; we fill it, coordinate
            everything around it, and take a share only when you earn.
          </p>
          <Link to={HOST_SIGN_UP} className="btn btn-primary">
            Sign Up
          </Link>
        </div>
        <HostChat />
      </div>

      <section className="hosts-screen__section" aria-labelledby="hosts-benefits">
        <h2 id="hosts-benefits">why host with us</h2>
        <ul className="hosts-screen__benefits">
          {HOST_BENEFITS.map((benefit) => (
            <li key={benefit.title} className="hosts-screen__benefit">
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="hosts-screen__section" aria-labelledby="hosts-examples">
        <h2 id="hosts-examples">experiences hosts run</h2>
        <ul className="hosts-screen__examples">
          {examples.map((experience) => (
            <li key={experience.id}>
              <ExperienceCard experience={experience} to={EXPERIENCE_TYPES[experience.typeId].detailPath(experience.id)} />
            </li>
          ))}
        </ul>
      </section>

      <section className="hosts-screen__section" aria-labelledby="hosts-who">
        <h2 id="hosts-who">who we look for</h2>
        <ul className="hosts-screen__who">
          {WHO_WE_LOOK_FOR.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>You do not need a business or a venue to start. You need something you love doing and the wish to see a group click.</p>
        <Link to={HOST_SIGN_UP} className="btn btn-primary">
          Sign Up
        </Link>
      </section>
    </div>
  );
}
