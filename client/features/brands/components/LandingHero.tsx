import { Link } from 'react-router-dom';
import type { LandingHeroCopy } from '../landing-copy';
import './LandingHero.css';

/** The first and second brand hero: the page's <h1> and the way in, 'get your invite' to /start. */
export default function LandingHero({ hero }: { hero: LandingHeroCopy }) {
  return (
    <section className="landing-hero" data-header-tone="light" aria-labelledby="landing-hero-title">
      <div className="container landing-hero__inner">
        <p className="landing-hero__eyebrow">{hero.eyebrow}</p>
        <h1 id="landing-hero-title" className="landing-hero__title">
          {hero.title}
        </h1>
        <p className="landing-hero__lead">{hero.lead}</p>
        <Link to="/start" className="btn btn-primary landing-hero__cta">
          {hero.ctaLabel}
        </Link>
        <p className="landing-hero__note">{hero.note}</p>
      </div>
      <div className="landing-hero__glow" aria-hidden="true" />
    </section>
  );
}
