import { useId, type ReactNode } from 'react';
import './LandingSection.css';

interface LandingSectionProps {
  title: string;
  intro?: string;
  id?: string;
  /** Dark sections also turn the header dark while they are under it. */
  tone?: 'light' | 'dark';
  /** Light sections alternate between the page background and the theme's secondary background. */
  surface?: 'primary' | 'secondary';
  className?: string;
  children: ReactNode;
}

/** A landing page band: a full-width background, a centred container and an <h2> naming the section. */
export default function LandingSection({
  title,
  intro,
  id,
  tone = 'light',
  surface = 'primary',
  className,
  children,
}: LandingSectionProps) {
  const headingId = useId();
  const classes = ['landing-section', `landing-section--${tone === 'dark' ? 'dark' : surface}`, className].filter(Boolean).join(' ');

  return (
    <section id={id} className={classes} data-header-tone={tone} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className="landing-section__title">
          {title}
        </h2>
        {intro && <p className="landing-section__intro">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
