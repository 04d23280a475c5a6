import type { Chat } from './chat';

/** Help with the profile: interests, photo, neighbourhoods, slots, hosting. */
export const SETUP_GUIDE_CHAT: Chat = {
  id: 'setup-guide',
  title: 'Setup guide',
  description: 'Quick answers about setting up your profile so the matching can find your people.',
  messages: [
    'Hi! I can help you set up a profile that gets you into a good group.',
    'Ask me about interests, your photo, neighbourhoods, time slots or hosting, or tap one of the questions below.',
  ],
  suggestions: [
    'How do I write a good interest?',
    'Which photo should I use?',
    'How many neighbourhoods should I pick?',
    'What does hosting mean?',
  ],
  responseDictionary: {
    interest:
      'Each interest has two lines of 20 to 150 characters: what you are looking for and what you can contribute. ' +
      'Be specific ("a Sunday running buddy for the Beltline") and offer something real ("I can plan a 10 km route"). ' +
      'You can edit them any time under edit profile → interests.',
    photo:
      'Use one recent photo of your face in daylight, without sunglasses or a group. JPG, PNG or HEIC all work; we ' +
      'shrink big photos for you. Your group uses it to recognise you at the café.',
    neighbo:
      'Pick every neighbourhood you would happily reach by 9 on a weekend morning. More neighbourhoods mean more ' +
      'possible groups; "Anywhere in Toronto" is the widest choice.',
    slot:
      'Groups meet Saturday or Sunday at 9 AM or 11 AM. Choose every slot that truly works: a group needs one slot ' +
      'that all of its members share.',
    time: 'Groups meet Saturday or Sunday at 9 AM or 11 AM. Choose every slot that truly works for you under availability.',
    host:
      'A venue booker reserves a table for the group at a café they know. Every group needs one. If you can, answer ' +
      '"yes" under hosting and add the place; if not, "no, I\'ll find one" or "not right now" are fine too.',
    name: 'Your name, age, sex and location are locked after registration. To change one, write to support from edit profile.',
    video:
      'Videos are 15 seconds each. Record one fun and one useful prompt under settings → videos; two videos make you ' +
      'discoverable after launch.',
  },
  defaultResponse:
    'I only know about profile setup: interests, photo, neighbourhoods, time slots, hosting and videos. Try asking about one of those.',
};
