import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isHeaderTransparent } from '../header-tone';
import { useBrand } from '../use-brand';
import { useHeaderTone } from '../use-header-tone';
import { useMemberCta } from '../use-member-cta';
import BrandNavLink from './BrandNavLink';
import './BrandHeader.css';

/** The landing layout's header (docs/product-rules.md#routes-and-guards, #themes-and-brands): brand navigation, colours following the section below it. */
export default function BrandHeader() {
  const brand = useBrand();
  const cta = useMemberCta() ?? brand.header.cta;
  const { pathname, key } = useLocation();
  const { tone, animate } = useHeaderTone();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  // Any navigation, including the browser's back button, closes the mobile menu. Not the first render: a tap made
  // while the page was still loading is answered during hydration, before this runs, and must stay answered.
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    setMenuOpen(false);
  }, [key]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const classes = [
    'brand-header',
    `brand-header--${tone}`,
    animate ? 'brand-header--animate' : '',
    isHeaderTransparent(pathname, tone) ? 'brand-header--transparent' : '',
    menuOpen ? 'brand-header--open' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <header className={classes}>
      <div className="container brand-header__bar">
        <Link to="/" className="brand-header__logo" aria-label={`${brand.name} home`}>
          <span className="brand-header__mark" aria-hidden="true" />
          <span className="brand-header__name">{brand.name}</span>
        </Link>
        <nav id={navId} className="brand-header__nav" aria-label="site">
          <ul className="brand-header__links">
            {brand.header.links.map((link) => (
              <li key={link.to}>
                <BrandNavLink link={link} className="brand-header__link" onClick={() => setMenuOpen(false)} />
              </li>
            ))}
          </ul>
        </nav>
        <BrandNavLink link={cta} className="btn btn-primary brand-header__cta" />
        <button
          ref={menuButton}
          type="button"
          className="brand-header__menu"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">menu</span>
          <span className="brand-header__menu-icon" aria-hidden="true" />
        </button>
      </div>
    </header>
  );
}
