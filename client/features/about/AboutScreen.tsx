import { Link } from 'react-router-dom';
import { useBrand } from '../brands/use-brand';
import { useMemberCta } from '../brands/use-member-cta';
import './AboutScreen.css';

const BELIEFS = [
  {
    title: 'small beats big',
    text: 'Four to six people around one table is a conversation. Forty people in a bar is a crowd you stand next to. We keep groups small on purpose.',
  },
  {
    title: 'in person, on purpose',
    text: 'Profiles and videos help you choose, but the point is the coffee on a Saturday morning: faces, voices, the pause before someone laughs. Nothing online replaces that, so we get you offline fast.',
  },
  {
    title: 'choosing should feel safe',
    text: 'You pick the people you would like to meet privately, and nobody ever learns who picked whom, not even after you meet. That is what lets people pick honestly.',
  },
  {
    title: 'showing up is the commitment',
    text: 'Showing up costs nothing. A small deposit is held when you accept an invite and only charged if you do not come, because an empty chair lets down everyone else at the table.',
  },
  {
    title: 'again is better than once',
    text: 'Friendship needs repetition. That is why our programs run for several weeks with the same group, and why a good coffee morning can turn into a standing plan.',
  },
];

/** /about: where the brand's name comes from, and what we believe about meeting people in person. */
export default function AboutScreen() {
  const brand = useBrand();
  // The programs brand has no onboarding invite; its visitors start from the program list.
  const cta =
    useMemberCta() ?? (brand.id === 'kindling' ? { to: '/programs', label: 'view programs' } : { to: '/start', label: 'get your invite' });
  return (
    <div className="about-screen container page">
      <h1>about {brand.name}</h1>
      <p className="about-screen__tagline muted">{brand.tagline}</p>

      <section className="about-screen__section" aria-labelledby="about-name">
        <h2 id="about-name">where the name comes from</h2>
        {brand.nameOrigin.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      <section className="about-screen__section" aria-labelledby="about-beliefs">
        <h2 id="about-beliefs">what we believe about meeting in person</h2>
        <ul className="about-screen__beliefs">
          {BELIEFS.map((belief) => (
            <li key={belief.title} className="about-screen__belief">
              <h3>{belief.title}</h3>
              <p>{belief.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="about-screen__section card" aria-labelledby="about-start">
        <h2 id="about-start">come and meet people</h2>
        <p>
          We started in Toronto, one coffee table at a time. Questions? Write to{' '}
          <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>.
        </p>
        <Link className="btn btn-primary" to={cta.to}>
          {cta.label}
        </Link>
      </section>
    </div>
  );
}
