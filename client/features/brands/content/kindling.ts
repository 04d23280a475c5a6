import type { BrandContent } from '../brand-content';

/** The third brand: multi-week programs for small groups, run by hosts (docs/product-rules.md#themes-and-brands, #public-pages). */
export const kindling: BrandContent = {
  id: 'kindling',
  name: 'kindling',
  tagline: '3-6 week programs in toronto for small groups of 6-12: pottery, dance, cooking and more.',
  contactEmail: 'hello@kindling.ca',
  nameOrigin: [
    'kindling is the small, dry wood you lay on a fire first. a match cannot light a log, but it can light kindling, and kindling lights the log.',
    'new friendships work the same way. one evening rarely does it; a few weeks of showing up to the same class, with the same people, does.',
    'our programs are the kindling: a few small sessions that catch, so something bigger can keep burning long after the last class.',
  ],
  header: {
    links: [
      { label: 'explore', to: '/programs' },
      { label: 'how it works', to: '/#how-it-works' },
      { label: 'host', to: '/hosts' },
    ],
    cta: { label: 'view programs', to: '/login' },
    memberCta: { label: 'view programs', to: '/programs' },
  },
  footer: {
    blurb: 'small-group programs in toronto, run by hosts who love their craft.',
    links: [
      { label: 'programs', to: '/programs' },
      { label: 'become a host', to: '/hosts' },
      { label: 'about', to: '/about' },
      { label: 'faq', to: '/faq' },
      { label: 'privacy policy', to: '/privacy-policy', newTab: true },
      { label: 'terms of use', to: '/terms-of-use', newTab: true },
    ],
    social: { label: 'follow kindling on instagram', to: 'https://www.instagram.com/kindling.toronto', external: true, newTab: true },
    signoff: '© 2025 kindling. all rights reserved.',
  },
};
