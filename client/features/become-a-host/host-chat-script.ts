import { HOST_PAYOUT_WORDS, type HostPayouts } from '../../../shared/host-payouts';

/** What the host chat widget says (docs/product-rules.md#public-pages). Answers are typed out one chunk at a time. */

export interface HostChatEntry {
  id: string;
  /** Shown on the quick-reply button and matched when typed. */
  question: string;
  answer: string;
  /** Lowercase words or phrases that point typed questions here; matched as whole words. */
  keywords: string[];
}

export const HOST_CHAT_GREETING = "hi! i'm here to answer questions about hosting. tap a question below or type your own.";

/**
 * The reply to anything the script does not cover: the founder answers texts personally, at the number the installation
 * gives (HOSTS_PHONE); without one, mail to the brand's contact address.
 */
export function notImplementedReply(contact: { phone: string | null; email: string }): string {
  const reach = contact.phone ? `text the founder at ${contact.phone}` : `write to us at ${contact.email}`;
  return `sorry, real chat isn't implemented yet, so i can only answer the questions above. ${reach} and you'll get a real answer from a real person.`;
}

/** In display order: the first five are the quick replies shown at the start, the rest are swapped in as those are used. */
export const HOST_CHAT_SCRIPT: HostChatEntry[] = [
  {
    id: 'what-hosts-do',
    question: 'what does a host do?',
    answer:
      'you design a gathering you would love to run (a class, a workshop, a tasting, a night out) and then host it for a small group. ' +
      'we find the people, form the group and handle sign-ups and payments. you show up and do the part you are good at.',
    keywords: ['what does a host do', 'host do', 'hosting', 'role', 'job', 'responsibilities'],
  },
  {
    id: 'group-full',
    question: 'what if not enough people sign up?',
    answer:
      'then it simply does not run, and it costs nobody anything. events only happen when the group is full. ' +
      'people first show interest for free, pick privately who they want to join with, and pay only once they are matched into a confirmed group.',
    keywords: ['not enough', 'enough people', 'full', 'fill', 'empty', 'nobody', 'signs up', 'no one'],
  },
  {
    id: 'fee',
    question: 'how much do you take?',
    answer:
      'hosting costs nothing up front. we take a 20% platform fee from each ticket and you keep 80%. ' +
      'on a $45 ticket that is $36 for you and $9 for us, before card processing of about 2.9% + $0.30 per payment.',
    keywords: [
      'fee',
      'fees',
      'percent',
      'percentage',
      '%',
      'commission',
      'cut',
      'how much do you take',
      'cost to host',
      'earn',
      'earnings',
      'keep',
    ],
  },
  {
    id: 'logistics',
    question: 'what do you take care of?',
    answer:
      "the logistics. we collect interest, suggest groups from everyone's private picks, send confirmations and reminders, " +
      'take payments, hold the waitlist and tell everyone where to be. you focus on the session itself.',
    keywords: ['logistics', 'take care', 'handle', 'coordinate', 'organise', 'organize', 'admin', 'marketing', 'promote'],
  },
  {
    id: 'group-size',
    question: 'how big are the groups?',
    answer:
      'you decide. you set a minimum and a maximum number of participants, for example 6 and 10. ' +
      'nothing runs until the group is full and confirmed, and if more people want in than you have room for, they go on a waitlist for the next round.',
    keywords: ['big', 'size', 'how many', 'minimum', 'maximum', 'max', 'min', 'participants', 'capacity', 'people per'],
  },
  {
    id: 'pricing',
    question: 'how should i price it?',
    answer:
      'you set the price per person, per session. most sessions land between $20 and $150. ' +
      'as a guide: food and drinks $60-120, food $45-80, materials-heavy sessions $35-65, everything else $25-50.',
    keywords: ['price', 'pricing', 'charge', 'ticket', 'how much should', 'expensive', 'cheap'],
  },
  {
    id: 'payouts',
    question: 'when do i get paid?',
    // The sentence on how payouts are made is the installation's (hostChatScript): it says what is true there.
    answer: 'participants pay when their group is confirmed, so the money is there before you teach.',
    keywords: ['paid', 'payout', 'payouts', 'payment', 'get my money', 'bank', 'deposit'],
  },
  {
    id: 'multi-week',
    question: 'can i run a multi-week program?',
    answer:
      'yes, and people love them. programs run 3 to 6 weeks with the same small group, priced per session. ' +
      "hosts' programs in toronto go from $45 to $120 per session, and the same faces every week is what turns a class into friendships.",
    keywords: ['multi-week', 'multi week', 'program', 'programs', 'series', 'weeks', 'weekly', 'recurring', 'course'],
  },
  {
    id: 'approval',
    question: 'do i choose who joins?',
    answer:
      'you can. our matching suggests groups of people who picked each other. ' +
      'turn on host approval and you review and approve each group before it is confirmed; leave it off and groups are matched automatically.',
    keywords: ['choose', 'approve', 'approval', 'who joins', 'pick people', 'vet', 'screen', 'review'],
  },
  {
    id: 'venue',
    question: 'do i need my own venue?',
    answer:
      'it helps but it is not required. many hosts use their own studio or kitchen; others partner with a café or bar that holds a table for 60 to 90 minutes. ' +
      'tell us what you need and we will suggest places in your neighbourhood.',
    keywords: ['venue', 'space', 'location', 'studio', 'place', 'room', 'kitchen'],
  },
  {
    id: 'account',
    question: 'do i need an account?',
    answer:
      'you can design your event format without one, but you will need an account to manage it and to see who is interested. ' +
      'signing up takes about a minute: tap sign up.',
    keywords: ['account', 'register', 'login', 'log in', 'sign in', 'sign up', 'signup'],
  },
  {
    id: 'cancel',
    question: 'what if i need to cancel?',
    answer:
      'tell us as early as you can and everyone who paid is refunded in full. ' +
      'participants can cancel up to 48 hours before a session for a refund, so your numbers stay reliable.',
    keywords: ['cancel', 'cancellation', 'refund', 'refunds', 'sick', 'reschedule'],
  },
  {
    id: 'who-can-host',
    question: 'who can become a host?',
    answer:
      'anyone who is good at something and good with people: teachers, makers, cooks, dancers, guides, coaches. ' +
      'you do not need a business. you need a clear idea, a bit of patience with beginners, and the wish to see a group click.',
    keywords: ['who can', 'qualifications', 'qualified', 'experience needed', 'become a host', 'requirements', 'eligible'],
  },
];

/** The script with the sentence on payouts the server gives (GET /api/site-links, hostPayouts). */
export function hostChatScript(payouts: HostPayouts): HostChatEntry[] {
  return HOST_CHAT_SCRIPT.map((entry) =>
    entry.id === 'payouts' ? { ...entry, answer: `${entry.answer} ${HOST_PAYOUT_WORDS[payouts]}` } : entry,
  );
}
