import { Link } from 'react-router-dom';
import LandingSection from './LandingSection';
import './ClosingCta.css';

interface ClosingCtaProps {
  title: string;
  body: string;
  ctaLabel: string;
  to: string;
  /** The 'people joined this week' figure, when the landing shows one. */
  joined?: { count: number; label: string };
}

/** The closing call to action of a landing page. */
export default function ClosingCta({ title, body, ctaLabel, to, joined }: ClosingCtaProps) {
  return (
    <LandingSection title={title} tone="dark" className="closing-cta">
      {joined && (
        <p className="closing-cta__joined">
          <strong className="closing-cta__count">{joined.count}</strong> {joined.label}
        </p>
      )}
      <p className="closing-cta__body">{body}</p>
      <Link to={to} className="btn closing-cta__button">
        {ctaLabel}
      </Link>
    </LandingSection>
  );
}
