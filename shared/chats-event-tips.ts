import type { Chat } from './chat';

/** Tips for a first meetup or experience. */
export const EVENT_TIPS_CHAT: Chat = {
  id: 'event-tips',
  title: 'Event tips',
  description: 'How to make the most of your first group coffee or experience.',
  messages: [
    'Hey! First meetup coming up, or just curious how they go?',
    'Ask me what to say, when to arrive, what to wear, or what happens if you cannot make it.',
  ],
  suggestions: ['What should I talk about?', 'When should I arrive?', 'What if I cannot make it?', 'What should I wear?'],
  responseDictionary: {
    talk:
      'Start with the interests on their cards: "what got you into board games?" works better than "what do you do?". ' +
      'Then ask a second question about the answer. Share something of yours too, and let quieter people finish.',
    say: 'Start with the interests on their cards, then ask a follow-up about the answer. Stories beat job titles.',
    arrive:
      'Aim for five minutes early. The venue booker has the table under their first name; if you are first, grab ' +
      'a seat and order something.',
    late: 'Running late happens: say so in the group as soon as you know. More than 15 minutes late is hard on a 90-minute coffee.',
    cancel:
      'Decline the invite as early as you can; declining has no penalty and frees your place. Not showing up without ' +
      'a word forfeits your deposit.',
    "can't": 'Decline the invite as early as you can; declining has no penalty. Not showing up without a word forfeits your deposit.',
    cannot: 'Decline the invite as early as you can; declining has no penalty. Not showing up without a word forfeits your deposit.',
    wear: 'Whatever you would wear for coffee with a friend. For dance or hiking experiences, check the notes on the event page.',
    long: 'Group coffees usually last about 90 minutes. Experiences run 2 to 4 hours; the event page says how long.',
    pay:
      'You pay only once a group is confirmed. A deposit is held when you accept; coming releases it. For experiences ' +
      'the $10 deposit counts toward the price.',
    nervous:
      'Everyone at the table signed up to meet new people, so you are in good company. Pick one question to open ' +
      'with before you go, and remember: listening well is half of a good coffee.',
  },
  defaultResponse:
    'Good question! I only have tips about meetups: what to talk about, when to arrive, what to wear, paying, and cancelling.',
};
