import type { ProgramsLandingCopy } from '../landing-copy';

/** Landing copy of the third brand (docs/product-rules.md#public-pages); only its lazily loaded landing imports it. */
export const kindlingLanding: ProgramsLandingCopy = {
  hero: {
    eyebrow: 'toronto · 3-6 week programs · groups of 6-12',
    titleStart: 'find your people in a weekly',
    lead: 'kindling runs small-group programs in toronto: pottery, dance, cooking and more. the same 6-12 people every week for 3-6 weeks, a host who knows your name, and you pay per session.',
    ctaLabel: 'view programs',
    pauseLabel: 'pause the changing words',
    playLabel: 'play the changing words',
  },
  story: [
    {
      id: 'why-weeks',
      title: 'one night is not enough',
      paragraphs: [
        'you have been to the mixer. you had a great chat with someone by the snacks, said "we should hang out", and never saw them again.',
        'friendships grow from seeing the same faces again and again, with something to do together. so our programs run for weeks, not hours.',
      ],
    },
    {
      id: 'how-it-works',
      title: 'how it works',
      paragraphs: ['pick something you have always wanted to try. we handle the rest.'],
      points: [
        'choose a program: pottery, partner dance, a cooking series, improv and more',
        'join a group of 6-12 people in toronto',
        'meet once a week for 3-6 weeks, in the same group',
        'pay per session, no membership',
      ],
    },
    {
      id: 'hosts',
      title: 'run by hosts who love their craft',
      paragraphs: [
        'every program is run by a local host: a potter with a studio in the junction, a salsa teacher from little italy, a chef who cooks for a crowd. they teach, and they make sure nobody stands alone at the edge of the room.',
        'a program starts when its group is full, so you never turn up to an empty studio.',
      ],
    },
  ],
  traits: {
    title: 'what every program has',
    intro: 'four things we never compromise on.',
    items: [
      {
        id: 'small-groups',
        title: 'small groups of 6-12',
        body: 'big enough for new faces, small enough that everyone knows your name by week two.',
      },
      {
        id: 'multi-week',
        title: '3-6 weeks together',
        body: 'the same group every week, so the conversations pick up where they left off.',
      },
      {
        id: 'per-session',
        title: 'priced per session',
        body: 'you see the price of each session up front. no memberships, no hidden fees.',
      },
      {
        id: 'hosts',
        title: 'run by local hosts',
        body: 'people who know their craft and love sharing it, in studios and kitchens across toronto.',
      },
    ],
  },
  closing: {
    title: 'your people are one program away',
    body: 'make an account, look through this season’s programs and save a spot in a group.',
    ctaLabel: 'view programs',
  },
};
