import type { MatchingLandingCopy } from '../landing-copy';
import LandingSection from './LandingSection';
import './HowItWorksSteps.css';

/** 'how it works' (docs/product-rules.md#public-pages): five steps in a row that scrolls sideways, by touch, mouse or keyboard. */
export default function HowItWorksSteps({ copy }: { copy: MatchingLandingCopy['steps'] }) {
  return (
    <LandingSection id="how-it-works" title={copy.title} intro={copy.intro} tone="dark" className="how-it-works">
      {/* Focusable so keyboard users can scroll it with the arrow keys; the label says what it holds. */}
      <div className="how-it-works__scroller" role="region" aria-label={copy.scrollLabel} tabIndex={0}>
        <ol className="how-it-works__list">
          {copy.steps.map((step, index) => (
            <li className="how-it-works__step" key={step.title}>
              <span className="how-it-works__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="how-it-works__title">{step.title}</h3>
              <p className="how-it-works__body">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </LandingSection>
  );
}
