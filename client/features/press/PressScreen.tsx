import { Link } from 'react-router-dom';
import { useBrand } from '../brands/use-brand';
import { useSiteLinks } from '../site-links/use-site-links';
import './PressScreen.css';

/** /press: the coverage we have had (configured per installation), a note from the founder, and the way back home. */
export default function PressScreen() {
  const brand = useBrand();
  const links = useSiteLinks();
  const article = links?.pressArticle ?? null;
  return (
    <div className="press-screen container page">
      <h1>Our Story in the News</h1>

      {article ? (
        <article className="press-screen__card">
          <p className="press-screen__outlet">
            {article.outlet}
            {article.published && ` · ${article.published}`}
          </p>
          <h2 className="press-screen__headline">
            <a href={article.url} target="_blank" rel="noopener noreferrer" className="press-screen__link">
              {article.headline}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </h2>
          <p className="press-screen__read" aria-hidden="true">
            read the article ↗
          </p>
        </article>
      ) : (
        links && <p className="press-screen__card">No articles about us yet: the first one could be yours (see below).</p>
      )}

      <section className="press-screen__note" aria-labelledby="press-founder-note">
        <h2 id="press-founder-note">a note from the founder</h2>
        <p>
          I started {brand.name} after moving to Toronto and realising that every way to meet people was either a giant event where nobody
          talks, or an app where nobody meets. What I wanted was simple: a few people who actually want to meet each other, one table, one
          Saturday morning.
        </p>
        <p>
          Seeing that idea written about by someone else was surreal. Thank you to everyone who came to the early coffees, sat with
          strangers, and told us honestly what worked. Every group since has been built on what you taught us.
        </p>
        <p className="press-screen__signature">— the founder</p>
        <p>
          Writing about us? Reach me at <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>.
        </p>
      </section>

      <Link to="/" className="btn btn-primary">
        To Home Page
      </Link>
    </div>
  );
}
