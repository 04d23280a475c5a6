import { Link, useParams } from 'react-router-dom';
import { useMemberCta } from '../brands/use-member-cta';
import './category-screen.css';

/** /category/{name}: an interest category. The header turns transparent over its hero (docs/product-rules.md#routes-and-guards). */
export default function CategoryScreen() {
  const { '*': slug = '' } = useParams();
  const name = decodeURIComponent(slug).replace(/[-/]+/g, ' ').trim() || 'all interests';
  const cta = useMemberCta() ?? { to: '/start', label: 'get your invite' };
  return (
    <>
      <section className="category-hero" data-header-tone="dark">
        <div className="container">
          <h1>{name}</h1>
          <p>Small groups of 4-6 people who share this interest meet over coffee on weekend mornings in Toronto.</p>
          <Link className="btn btn-primary category-hero__cta" to={cta.to}>
            {cta.label}
          </Link>
        </div>
      </section>
      <section className="container page">
        <h2>how it works</h2>
        <p>
          Tell us what you're into in about 2 minutes. Every Thursday you see new faces, privately pick who you'd like to meet, and we match
          groups of people who picked each other.
        </p>
      </section>
    </>
  );
}
