import type { ProseSectionCopy } from '../landing-copy';
import LandingSection from './LandingSection';
import './ProseSection.css';

interface ProseSectionProps {
  copy: ProseSectionCopy;
  id?: string;
  tone?: 'light' | 'dark';
  surface?: 'primary' | 'secondary';
}

/** A narrative band: a heading, a few paragraphs and an optional list (romance, going to things, stories). */
export default function ProseSection({ copy, id, tone, surface }: ProseSectionProps) {
  return (
    <LandingSection id={id} title={copy.title} tone={tone} surface={surface} className="prose-section">
      <div className="prose-section__body">
        <div className="prose-section__text">
          {copy.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {copy.points && (
          <ul className="prose-section__points">
            {copy.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        )}
      </div>
    </LandingSection>
  );
}
