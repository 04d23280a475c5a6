/** The six questions on /faq (spec 000 §2.8), written for the programs side: multi-week groups run by hosts. */

export type FaqTopic = 'cost' | 'dating' | 'scheduling' | 'multi-week' | 'group-fit' | 'people';

export interface FaqItem {
  topic: FaqTopic;
  question: string;
  answer: string[];
}

export const FAQ_ITEMS: FaqItem[] = [
  {
    topic: 'cost',
    question: 'how much does it cost?',
    answer: [
      'Programs are priced per session, usually between $45 and $120 depending on materials and space: a dance class sits at the low end, ' +
        'a cooking night with every ingredient included sits higher. Each program page shows its price before you commit.',
      'Showing interest is free. You pay only once you are selected into a group that is confirmed, so you never pay for a program that does not run.',
    ],
  },
  {
    topic: 'dating',
    question: 'is this a dating app?',
    answer: [
      'No. You join to learn something with a small group, and the group is the point. Some people say they are open to romance, ' +
        'others are only looking for friends, and we respect both when forming groups.',
      'If sparks fly over the pottery wheel, lovely. But nobody is there to be evaluated, and who you picked is never shown to anyone.',
    ],
  },
  {
    topic: 'scheduling',
    question: 'how does scheduling work?',
    answer: [
      'Each program runs at a fixed time every week, for example Wednesdays from 7:00 to 8:30 PM, and the program page says when and where before you sign up.',
      'When you show interest you tell us which times could work. We only place you in a group whose time fits, and you get the details a week before the first session.',
    ],
  },
  {
    topic: 'multi-week',
    question: 'why multi-week instead of one-off events?',
    answer: [
      'Because one evening is rarely enough to become friends. Seeing the same 6 to 12 people every week for four to six weeks gives you time ' +
        'to get past small talk, to get a little better at something together, and to make plans outside the program.',
      'It also means hosts can teach properly: week four builds on week one, and you leave with a skill, not just a souvenir.',
    ],
  },
  {
    topic: 'group-fit',
    question: "what if i don't like my group?",
    answer: [
      "It happens, and it is nobody's fault. Tell us privately after any session. We will not share what you said, and we will " +
        'use it to place you better next time.',
      'If something felt unsafe or disrespectful, write to us right away: we take it seriously and act on it.',
    ],
  },
  {
    topic: 'people',
    question: 'what kind of people join?',
    answer: [
      'Adults in Toronto, 20 and up, who would rather do something than scroll: newcomers to the city, people whose friends moved away, ' +
        'people who work from home and miss a standing weekly plan.',
      'What they share is curiosity and a willingness to show up every week. Groups are formed from shared interests and mutual picks, so the people around you chose you too.',
    ],
  },
];
