import { useBrand } from '../brands/use-brand';
import { useSiteLinks } from '../site-links/use-site-links';
import './ShopifyBuildersScreen.css';

const WHAT_WE_NEED = [
  'Shopify developers who have built custom apps, checkout extensions or theme app blocks',
  "theme designers who can make a studio's storefront sell a six-week program as easily as a mug",
  'agencies and freelancers who work with small Toronto businesses: studios, cafés, kitchens and venues',
];

const WHAT_YOU_GET = [
  'paid, well-scoped projects for hosts who already have groups waiting',
  'a direct line to our team and an early look at the host tools',
  'a listing on our builders page once your first project ships',
];

/** /shopify-builders: invites Shopify builders to help hosts sell programs, and links to the interest form. */
export default function ShopifyBuildersScreen() {
  const { name, contactEmail } = useBrand();
  // The form lives outside the app (set by BUILDERS_FORM_URL) so builders can apply without an account; without
  // one, applying is an e-mail to the contact address.
  const formUrl = useSiteLinks()?.buildersFormUrl ?? null;
  return (
    <div className="builders-screen container page">
      <h1>build with {name}</h1>
      <p className="builders-screen__lead">
        Many of our hosts (pottery studios, dance teachers, cooks with a shared kitchen) already sell through Shopify. We want their
        programs and small-group experiences to sit right next to their products, with groups that only run when they are full. We are
        looking for builders to help.
      </p>

      <section className="builders-screen__section" aria-labelledby="builders-who">
        <h2 id="builders-who">who we're looking for</h2>
        <ul>
          {WHAT_WE_NEED.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section className="builders-screen__section" aria-labelledby="builders-get">
        <h2 id="builders-get">what you get</h2>
        <ul>
          {WHAT_YOU_GET.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section className="builders-screen__apply card" aria-labelledby="builders-apply">
        <h2 id="builders-apply">interested?</h2>
        <p>Tell us what you build and a project you are proud of. It takes about three minutes.</p>
        {formUrl ? (
          <>
            <a className="btn btn-primary" href={formUrl} target="_blank" rel="noopener noreferrer">
              open the builder form<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            <p className="builders-screen__alt">
              Prefer email? Write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
            </p>
          </>
        ) : (
          <a className="btn btn-primary" href={`mailto:${contactEmail}?subject=${encodeURIComponent(`building with ${name}`)}`}>
            write to {contactEmail}
          </a>
        )}
      </section>
    </div>
  );
}
