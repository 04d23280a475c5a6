import { Link } from 'react-router-dom';
import type { BrandLink } from '../brand-content';

interface BrandNavLinkProps {
  link: BrandLink;
  className?: string;
  onClick?: () => void;
}

/** A header or footer link: router links inside the app, plain links outside it, new tabs announced. */
export default function BrandNavLink({ link, className, onClick }: BrandNavLinkProps) {
  const newTab = link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const content = (
    <>
      {link.label}
      {link.newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
    </>
  );
  if (link.external) {
    return (
      <a href={link.to} className={className} onClick={onClick} {...newTab}>
        {content}
      </a>
    );
  }
  return (
    <Link to={link.to} className={className} onClick={onClick} {...newTab}>
      {content}
    </Link>
  );
}
