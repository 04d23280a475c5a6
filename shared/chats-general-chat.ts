import type { Chat } from './chat';

/** How the product works, in short answers. */
export const GENERAL_CHAT: Chat = {
  id: 'general-chat',
  title: 'General chat',
  description: 'Anything about how weekly batches, picks, groups and privacy work.',
  messages: [
    'Hello! I answer common questions about how we put small groups together.',
    'Ask about batches, picks, groups, privacy or feedback.',
  ],
  suggestions: ['When do I see new people?', 'Who can see my picks?', 'How are groups made?', 'Is my feedback anonymous?'],
  responseDictionary: {
    batch: 'A new batch of up to 55 people arrives every Thursday at noon, Toronto time.',
    'new people': 'A new batch of up to 55 people arrives every Thursday at noon, Toronto time.',
    thursday: 'New faces arrive every Thursday at noon, at most 55 of them.',
    pick:
      'Picks are private. Nobody sees who picked them, and mutual picks are never revealed, not even after you meet. ' +
      'They only help the matching seat people who chose each other together.',
    group:
      'On Monday at 9 AM the matching forms groups of 4 to 6 people who picked each other, share a time slot and a ' +
      'neighbourhood, and include a venue booker. You then have 48 hours to accept or decline.',
    privacy:
      'Your gender and age preferences and whether you are open to romance are never shown to anyone. Your profile ' +
      'shows your first name, age range, photo and interests.',
    private: 'Your preferences and your picks are private: only you ever see them.',
    feedback:
      'Yes: after each meetup you answer "would you meet again?" about each person. Nobody sees your answers; they only ' +
      'shape who you meet in later weeks.',
    anonymous: 'Your meet-again answers are anonymous: nobody sees them, not the other person and not the hosts.',
    launch: 'Members can see each other from February 14th. Until then, finish your profile and your journey so you are ready.',
    delete: 'You can download your data or delete your account under settings at any time.',
  },
  defaultResponse: 'I am not sure about that one. I can tell you about weekly batches, picks, groups, privacy and feedback.',
};
