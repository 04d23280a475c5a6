/** The three brand variants; which one a page shows is decided by the server from the host name. */
export type { BrandId } from '../../../shared/brands';
import type { BrandId } from '../../../shared/brands';

/** Fields every brand's content module must provide. */
export interface BrandBasics {
  id: BrandId;
  /** Display name, e.g. in the header logo, page titles and legal pages. */
  name: string;
  /** One line under the name: what the brand is. */
  tagline: string;
  /** Contact address shown in footers, the FAQ and legal pages ({email} in the spec). */
  contactEmail: string;
  /** Paragraphs for /about: where the name comes from. */
  nameOrigin: string[];
}

/** A link in the header or footer; `to` is an app path (react-router) unless `external` is set. */
export interface BrandLink {
  label: string;
  to: string;
  /** Opens in a new tab (legal pages and other sites). */
  newTab?: boolean;
  /** Leaves the app: rendered as a plain <a href>. */
  external?: boolean;
}

export interface BrandHeaderContent {
  /** Text links, in order (docs/product-rules.md#themes-and-brands). */
  links: BrandLink[];
  /** The filled button at the end of the header. */
  cta: BrandLink;
  /** That button for a signed-in member, who has no invite to get: the way back into the app. */
  memberCta: BrandLink;
}

export interface BrandFooterContent {
  /** One or two sentences under the name. */
  blurb: string;
  links: BrandLink[];
  /** A "follow us" link to a social account (docs/product-rules.md#themes-and-brands: the third brand has one). */
  social?: BrandLink;
  /** The last line: a tagline ('made with coffee in toronto') or a rights line with the year. */
  signoff: string;
}

/**
 * Everything a brand says outside its landing page. Landing copy lives in its own module per brand
 * (content/*-landing.ts), imported only by that brand's lazily loaded landing, so no page carries it otherwise.
 */
export interface BrandContent extends BrandBasics {
  header: BrandHeaderContent;
  footer: BrandFooterContent;
}
