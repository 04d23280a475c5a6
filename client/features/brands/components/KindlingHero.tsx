import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ProgramsLandingCopy } from '../landing-copy';
import { ACTIVITY_WORDS, WORD_ROTATE_MS, activityListText } from '../rotating-word';
import { useMediaQuery } from '../use-media-query';
import { useRotatingIndex } from '../use-rotating-index';
import './KindlingHero.css';

/**
 * The third brand hero (docs/product-rules.md#public-pages): the activity word changes every 3 seconds. Screen readers get the whole
 * list once instead of an announcement every 3 seconds; reduced motion, or the pause button, stops it.
 */
export default function KindlingHero({ hero }: { hero: ProgramsLandingCopy['hero'] }) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [paused, setPaused] = useState(false);
  const index = useRotatingIndex(ACTIVITY_WORDS.length, WORD_ROTATE_MS, !paused && !reducedMotion);

  return (
    <section className="kindling-hero" data-header-tone="dark" aria-labelledby="kindling-hero-title">
      <div className="container">
        <p className="kindling-hero__eyebrow">{hero.eyebrow}</p>
        <h1 id="kindling-hero-title" className="kindling-hero__title">
          {hero.titleStart}{' '}
          <span className="kindling-hero__word" key={index} aria-hidden="true">
            {ACTIVITY_WORDS[index]}
          </span>
          <span className="visually-hidden">{activityListText()}</span>
        </h1>
        <p className="kindling-hero__lead">{hero.lead}</p>
        <div className="kindling-hero__actions">
          <Link to="/create-account" className="btn kindling-hero__cta">
            {hero.ctaLabel}
          </Link>
          {!reducedMotion && (
            <button type="button" className="kindling-hero__pause" onClick={() => setPaused((value) => !value)}>
              {paused ? hero.playLabel : hero.pauseLabel}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
