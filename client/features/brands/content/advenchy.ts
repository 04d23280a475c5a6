import type { BrandContent } from '../brand-content';

/** The second brand: a sibling of the first with the same navigation, pitched at people who want to do more. */
export const advenchy: BrandContent = {
  id: 'advenchy',
  name: 'advenchy',
  tagline: 'small groups of people who want to do more, starting with coffee on a weekend morning in toronto.',
  contactEmail: 'hello@advenchy.ca',
  nameOrigin: [
    'advenchy is "adventure-y", spelled the way it sounds when a friend texts "feeling a bit advenchy this weekend?"',
    'it is not about climbing mountains. a small adventure is saying yes to something you would not have done alone: a new neighbourhood, a class, a table of people you have not met yet.',
    'we kept the spelling a little scrappy on purpose. adventures with new people rarely go exactly to plan, and that is usually the best part.',
  ],
  header: {
    links: [
      { label: 'how it works', to: '/#how-it-works' },
      { label: 'contact', to: '/#contact' },
    ],
    cta: { label: 'get your invite', to: '/start' },
    memberCta: { label: 'go to discover', to: '/home' },
  },
  footer: {
    blurb: 'meet 4-6 people who picked each other, then find out what you will do together next.',
    links: [
      { label: 'how it works', to: '/#how-it-works' },
      { label: 'faq', to: '/#faq' },
      { label: 'about the name', to: '/about' },
      { label: 'become a host', to: '/hosts' },
      { label: 'privacy policy', to: '/privacy-policy', newTab: true },
      { label: 'terms of use', to: '/terms-of-use', newTab: true },
    ],
    signoff: '© 2025 advenchy. all rights reserved.',
  },
};
