import type { ExperienceLanding as Landing } from '../../../../shared/experience-landings';
import { formatGroupSize } from '../../../../shared/group-size';
import CountMeIn from './CountMeIn';
import LandingSections from './LandingSections';

/**
 * A named experience landing (docs/product-rules.md#experiences-and-poetry-night: poetryNight, danceToday, bazaDance, worldDanceCo): hero, description,
 * host, price, duration, language, capacity, a location link, then the comparison and how it works. "Count me in!"
 * opens the experience's registration (sign-in first when needed).
 */
export default function ExperienceLanding({ landing }: { landing: Landing }) {
  const join = `/emberite/experiences/${encodeURIComponent(landing.experienceId)}/join`;
  const facts: [string, string][] = [
    ['price', `$${landing.price.amount} ${landing.price.currency} per person`],
    ['duration', landing.duration],
    ['language', landing.language],
    ['group size', formatGroupSize(landing.capacity)],
    ['host', `${landing.host.name}: ${landing.host.title}`],
  ];
  return (
    <article className="experience-detail experience-landing">
      <header
        className="experience-landing__hero"
        style={{ backgroundImage: `linear-gradient(rgb(0 0 0 / 0.5), rgb(0 0 0 / 0.5)), ${landing.hero.background}` }}
      >
        <div className="container">
          <h1>{landing.hero.title}</h1>
          <p>{landing.hero.description}</p>
          <CountMeIn to={join} />
        </div>
      </header>
      <div className="container page">
        <section className="experience-detail__section" aria-labelledby="landing-about">
          <h2 id="landing-about">the evening</h2>
          {landing.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
        <dl className="experience-detail__facts">
          {facts.map(([term, value]) => (
            <div key={term} className="experience-detail__fact">
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div className="experience-detail__fact experience-detail__fact--wide">
            <dt>where</dt>
            <dd>
              <a href={landing.location.mapLink} target="_blank" rel="noopener noreferrer">
                {landing.location.name} (map, opens in a new tab)
              </a>
            </dd>
          </div>
        </dl>
        <LandingSections name={landing.hero.title} />
        <p className="experience-landing__cta">
          <CountMeIn to={join} />
        </p>
      </div>
    </article>
  );
}
