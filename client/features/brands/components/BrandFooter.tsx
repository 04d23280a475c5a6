import { useBrand } from '../use-brand';
import BrandNavLink from './BrandNavLink';
import './BrandFooter.css';

/** The landing layout's footer (docs/product-rules.md#themes-and-brands): per-brand links, the contact address and a sign-off line. */
export default function BrandFooter() {
  const brand = useBrand();
  const { blurb, links, social, signoff } = brand.footer;

  return (
    <footer id="contact" className="brand-footer">
      <div className="container brand-footer__inner">
        <div className="brand-footer__about">
          <p className="brand-footer__name">{brand.name}</p>
          <p>{blurb}</p>
          <p>
            say hello:{' '}
            <a className="brand-footer__link" href={`mailto:${brand.contactEmail}`}>
              {brand.contactEmail}
            </a>
          </p>
          {social && (
            <p>
              <BrandNavLink link={social} className="brand-footer__link brand-footer__social" />
            </p>
          )}
        </div>
        <nav className="brand-footer__nav" aria-label="footer">
          <ul className="brand-footer__links">
            {links.map((link) => (
              <li key={link.to}>
                <BrandNavLink link={link} className="brand-footer__link" />
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="container brand-footer__signoff">{signoff}</p>
    </footer>
  );
}
