import type { BrandContent } from '../brand-content';

/** The first brand and the default: the coffee-group people-matching service. */
export const emberite: BrandContent = {
  id: 'emberite',
  name: 'emberite',
  tagline: 'meet people who share your interests, in small groups over weekend coffee in toronto.',
  contactEmail: 'hello@emberite.ca',
  nameOrigin: [
    'an ember is the small glow left in a fire after the flames settle down. it does not look like much, but put it next to something that catches and it starts a whole new fire.',
    'that is how most friendships start: not with fireworks, but with a small warm moment between people who care about the same thing. a good conversation over coffee is an ember.',
    'the "-ite" is the old word-ending for a person who belongs somewhere, the way a torontonian belongs to toronto. an emberite is someone who carries a small glow and is ready to share it.',
    'we picked the name because we want every group to leave the coffee shop with something still glowing: a plan for next weekend, a book to swap, a person to text.',
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
    blurb: 'small groups of 4-6 people who picked each other, meeting for coffee on weekend mornings in toronto.',
    links: [
      { label: 'how it works', to: '/#how-it-works' },
      { label: 'faq', to: '/#faq' },
      { label: 'about the name', to: '/about' },
      { label: 'press', to: '/press' },
      { label: 'become a host', to: '/hosts' },
      { label: 'privacy policy', to: '/privacy-policy', newTab: true },
      { label: 'terms of use', to: '/terms-of-use', newTab: true },
    ],
    signoff: 'made with coffee in toronto',
  },
};
