import type { MatchingLandingCopy } from '../landing-copy';
import { INTEREST_CATEGORIES } from './interest-categories';

/** Landing copy of the first brand (docs/product-rules.md#public-pages). Facts here must match docs/product-rules.md#public-pages. */
export const emberiteLanding: MatchingLandingCopy = {
  hero: {
    eyebrow: 'toronto · weekend mornings · groups of 4-6',
    title: 'meet the people you picked, over coffee this weekend',
    lead: 'share your interests in a profile that takes about 2 minutes. each week you see about 50 new profiles and privately pick the people you would like to meet. when people pick each other, we put them in a group of 4-6 at a coffee shop on a weekend morning.',
    ctaLabel: 'get your invite',
    note: 'free to join. an optional tip after you meet, if you loved it.',
  },
  examples: {
    title: 'who will you meet',
    intro: 'real kinds of torontonians, each hoping someone else shares their thing. names changed, the vibe is accurate.',
    moreLabel: 'show more examples',
  },
  steps: {
    title: 'how it works',
    intro: 'five steps from "i should meet new people" to a table for five on a saturday morning.',
    scrollLabel: 'how it works, 5 steps, scroll sideways',
    steps: [
      {
        title: 'share what you are into',
        body: 'pick your interests and say what you are looking for and what you can bring to the table. it takes about 2 minutes.',
      },
      {
        title: 'see about 50 new people a week',
        body: 'every week a fresh batch of about 50 profiles from toronto, chosen for shared interests. no endless feed.',
      },
      {
        title: 'pick privately',
        body: 'tap the people you would like to meet. nobody ever sees who you picked, not even after you meet.',
      },
      {
        title: 'get your group invite',
        body: 'people who picked each other become a group of 4-6. accept the invite and a deposit is held, or decline without penalty and try again next week.',
      },
      {
        title: 'meet for coffee',
        body: 'a coffee shop near you, on a weekend morning. showing up costs nothing and your deposit is released; a no-show is charged.',
      },
    ],
  },
  comparison: {
    title: 'how it compares',
    intro: 'other tools are great at what they do. meeting a few new friends in person is not usually it.',
    others: ['dating apps', 'event listings', 'group chats'],
    rows: [
      { feature: 'you meet in person, in a small group', answers: ['yes, 4-6 people', 'no, one-on-one', 'often 30+ strangers', 'rarely'] },
      { feature: 'matched on shared interests', answers: ['yes', 'mostly looks', 'by topic only', 'no'] },
      { feature: 'only people who picked each other', answers: ['yes', 'yes', 'no', 'no'] },
      { feature: 'your picks stay private, forever', answers: ['yes', 'no, matches are shown', 'not applicable', 'no'] },
      { feature: 'everyone has committed to come', answers: ['yes, a deposit is held', 'no', 'rsvps often flake', 'no'] },
      { feature: 'cost', answers: ['free, optional tip', 'subscriptions', 'ticket prices', 'free'] },
    ],
  },
  romance: {
    title: 'open to romance, or just here for friends?',
    paragraphs: [
      'both are welcome. when you set up your profile you say whether you are open to romance or only looking for friends, and we only put you in groups that fit.',
      'who you are interested in and the ages you are looking for are totally private. they shape your groups, and they are never shown to anyone.',
    ],
    points: [
      'no swiping, no pressure: you meet as a group first',
      'your picks are never revealed, even after you meet',
      'change your mind any time in your settings',
    ],
  },
  goToThings: {
    title: 'find people to go to things with',
    paragraphs: [
      'the concert nobody else wanted to go to. the pottery class with the waitlist. the trail that is better with four. most plans die because nobody said "i am in".',
      'your coffee group is made of people who picked each other for the things you share, so the second meetup usually plans itself.',
    ],
    points: ['saturday farmers market runs', 'a standing tuesday trivia team', 'someone to split a cottage weekend with'],
  },
  categories: {
    title: 'interests people bring',
    intro: 'pick as many as you like. we look for overlap, not perfect copies of you.',
    items: INTEREST_CATEGORIES,
  },
  faq: {
    title: 'questions, answered',
    items: [
      {
        id: 'cost',
        question: 'how much does it cost?',
        answer: [
          'nothing. the service is free, with an optional tip after a get-together if you enjoyed it.',
          'when you accept a group invite a deposit is held. show up and it is released, so showing up costs nothing; a no-show is charged.',
        ],
      },
      {
        id: 'dating',
        question: 'is this a dating app?',
        answer: [
          'not quite. you always meet in a small group, over coffee. you can say you are open to romance or only looking for friends, and we match you to groups that fit.',
        ],
      },
      {
        id: 'picks-private',
        question: 'will people find out i picked them?',
        answer: ['never. mutual picks are never revealed, not even after you meet. your group just knows everyone wanted to be there.'],
      },
      {
        id: 'groups',
        question: 'who will be in my group?',
        answer: [
          '4-6 people who picked each other and share at least some of your interests. everyone in the group was picked by someone else in it.',
        ],
      },
      {
        id: 'where-when',
        question: 'where and when do groups meet?',
        answer: [
          'at coffee shops in toronto on weekend mornings. you tell us which neighbourhoods and times work for you, and we only invite you to those.',
        ],
      },
      {
        id: 'cant-make-it',
        question: 'what if i cannot make it?',
        answer: [
          'decline the invite without penalty and try again next week. once you accept, please come: your group is counting on you.',
        ],
      },
      {
        id: 'cities',
        question: 'is it only in toronto?',
        answer: ['toronto is first. if you live somewhere else, leave your location when you sign up and we will tell you when we arrive.'],
      },
    ],
  },
  closing: {
    title: 'your next saturday coffee could be with people you picked',
    joinedLabel: 'people joined this week',
    body: 'it takes about 2 minutes to share your interests. the first batch of profiles arrives this week.',
    ctaLabel: 'get your invite',
  },
};
