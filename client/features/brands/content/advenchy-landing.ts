import type { MatchingLandingCopy } from '../landing-copy';
import { INTEREST_CATEGORIES } from './interest-categories';

/** Landing copy of the second brand: the same service and facts as the first, told as a way to do more. */
export const advenchyLanding: MatchingLandingCopy = {
  hero: {
    eyebrow: 'toronto · small groups · say yes more',
    title: 'your next adventure starts with a coffee and 4-6 new people',
    lead: 'tell us what you are into in about 2 minutes. each week, browse about 50 new people and privately pick the ones you would follow on a spontaneous plan. people who pick each other meet as a group of 4-6 at a coffee shop on a weekend morning.',
    ctaLabel: 'get your invite',
    note: 'free, with an optional tip after you meet.',
  },
  examples: {
    title: 'who will you meet',
    intro: 'the kind of people who say "wait, me too" and then actually show up.',
    moreLabel: 'show more examples',
  },
  steps: {
    title: 'how it works',
    intro: 'from your couch to a corner table in five steps.',
    scrollLabel: 'how it works, 5 steps, scroll sideways',
    steps: [
      {
        title: 'tell us what you love',
        body: 'your interests, what you are looking for and what you can share. about 2 minutes, start to finish.',
      },
      {
        title: 'meet your weekly batch',
        body: 'about 50 new profiles every week, picked for overlap with you. browse them whenever suits you.',
      },
      { title: 'pick who you would go with', body: 'your picks are private. nobody sees them, ever, not even after you meet.' },
      {
        title: 'say yes to your group',
        body: 'mutual picks become a group of 4-6. accept and a deposit is held; decline without penalty and try again next week.',
      },
      {
        title: 'show up, then plan the next thing',
        body: 'coffee on a weekend morning. showing up costs nothing; a no-show is charged. what you do next is up to you.',
      },
    ],
  },
  comparison: {
    title: 'why not just use an app you already have?',
    intro: 'you could. here is what is different.',
    others: ['dating apps', 'event listings', 'group chats'],
    rows: [
      { feature: 'people who want to meet you, too', answers: ['yes, mutual picks only', 'yes, one match at a time', 'no', 'no'] },
      {
        feature: 'a group small enough to actually talk',
        answers: ['yes, 4-6 people', 'no, one-on-one', 'no, often a crowd', 'sometimes'],
      },
      { feature: 'plans that do not fizzle', answers: ['yes, everyone commits with a deposit', 'no', 'no-shows are common', 'rarely'] },
      { feature: 'private picks', answers: ['yes, never revealed', 'no', 'not applicable', 'no'] },
      { feature: 'cost', answers: ['free, optional tip', 'subscriptions', 'ticket prices', 'free'] },
    ],
  },
  romance: {
    title: 'a spark, or a sidekick?',
    paragraphs: [
      'some people want a partner in crime, some want a partner. tell us whether you are open to romance or only looking for friends, and we match you into groups that fit.',
      'your gender and age preferences are totally private. we use them to shape your groups and never share them with anyone.',
    ],
  },
  goToThings: {
    title: 'find people to go to things with',
    paragraphs: [
      'the best plans need a "yes" from someone else. after a coffee with people who picked each other, that yes comes a lot easier.',
    ],
    points: [
      'a sunrise paddle on the lake',
      'the food market you keep meaning to try',
      'a first rock-climbing session, with backup',
      'a spontaneous sunday day trip',
    ],
  },
  categories: {
    title: 'what people are into',
    intro: 'choose a few. overlap is what brings groups together.',
    items: INTEREST_CATEGORIES,
  },
  faq: {
    title: 'good questions',
    items: [
      {
        id: 'cost',
        question: 'what does it cost?',
        answer: [
          'it is free, with an optional tip after a get-together.',
          'accepting an invite holds a deposit. come along and it is released, so showing up costs nothing; a no-show is charged.',
        ],
      },
      {
        id: 'dating',
        question: 'is it for dating?',
        answer: [
          'it can be. you say whether you are open to romance or only looking for friends, and every first meeting is a small group over coffee.',
        ],
      },
      { id: 'picks-private', question: 'does anyone see my picks?', answer: ['no. mutual picks are never revealed, even after you meet.'] },
      { id: 'groups', question: 'how big are the groups?', answer: ['4-6 people who picked each other, with interests in common.'] },
      {
        id: 'where-when',
        question: 'where do we meet?',
        answer: ['coffee shops in toronto, on weekend mornings, in the neighbourhoods and at the times you chose.'],
      },
      { id: 'cant-make-it', question: 'what if the timing is wrong?', answer: ['decline without penalty and try again next week.'] },
      {
        id: 'cities',
        question: 'are you in my city?',
        answer: ['we are starting in toronto. elsewhere? leave your location when you sign up and we will let you know when we arrive.'],
      },
    ],
  },
  closing: {
    title: 'say yes to this weekend',
    joinedLabel: 'people joined this week',
    body: 'your profile takes about 2 minutes. your first batch of people arrives this week.',
    ctaLabel: 'get your invite',
  },
};
