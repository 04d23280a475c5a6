import type { BrandId } from '../../../shared/brands';

/**
 * /faq per brand. The six questions of docs/product-rules.md#public-pages (cost, dating, scheduling, why multi-week, group fit, people) are the
 * programs brand's; the coffee brands answer the same kinds of question in their landing's terms: free with an
 * optional tip, a deposit held on accepting, mutual picks never revealed, declining without penalty.
 */
export type FaqTopic = 'cost' | 'dating' | 'scheduling' | 'multi-week' | 'picks' | 'group-fit' | 'people';

export interface FaqItem {
  topic: FaqTopic;
  question: string;
  answer: string[];
}

/** The programs brand (kindling): multi-week groups run by hosts. */
export const PROGRAMS_FAQ: FaqItem[] = [
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

/** The coffee brands (emberite, advenchy): free groups of 4-6 who picked each other, over weekend coffee. */
export const COFFEE_FAQ: FaqItem[] = [
  {
    topic: 'cost',
    question: 'how much does it cost?',
    answer: [
      'nothing. joining is free, and so are your weekly faces, your picks and your group. after a get-together you may leave an optional tip if you enjoyed it.',
      'when you accept a group invite a deposit is held on your card. come to the coffee and it is released, so showing up costs nothing; only a no-show is charged.',
    ],
  },
  {
    topic: 'dating',
    question: 'is this a dating app?',
    answer: [
      'not quite. you always meet in a small group of 4-6, over coffee. you can say you are open to romance or only looking for friends, and we form groups that fit both.',
    ],
  },
  {
    topic: 'scheduling',
    question: 'how does scheduling work?',
    answer: [
      'new faces arrive every thursday at noon. you pick who you would like to meet until monday morning, when groups are formed.',
      'groups meet at a coffee shop on a weekend morning, only in the neighbourhoods and at the times you chose. your invite says when and where.',
    ],
  },
  {
    topic: 'picks',
    question: 'will people find out i picked them?',
    answer: [
      'never. picks are private, and mutual picks are never revealed, not even after you meet. your group just knows everyone in it wanted to be there.',
    ],
  },
  {
    topic: 'group-fit',
    question: "what if the group or the time doesn't suit me?",
    answer: [
      'decline the invite without penalty and try again the next week. once you accept, please come: your group is counting on you.',
      'after you meet, you tell us privately whether you would meet each person again. nobody sees your answer; it only shapes who you meet next.',
    ],
  },
  {
    topic: 'people',
    question: 'what kind of people join?',
    answer: [
      'adults in toronto, 20 and up, who would rather talk over coffee than swipe: newcomers to the city, people whose friends moved away, people who miss meeting someone new.',
      'what they share is an interest or two with you. everyone in your group picked someone in it, so the people around the table chose to be there.',
    ],
  },
];

/** The questions and the line under the title that a brand's /faq shows. */
export function faqOf(brand: BrandId): { intro: string; items: FaqItem[] } {
  return brand === 'kindling'
    ? { intro: 'The things people ask before their first program.', items: PROGRAMS_FAQ }
    : { intro: 'the things people ask before their first coffee with a group.', items: COFFEE_FAQ };
}
