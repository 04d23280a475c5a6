import type { InterestCategoryCopy } from '../landing-copy';

/**
 * The six interest categories on the first and second brand landing.
 * The first design gave two readings: (a) Creative, Entrepreneurial, Active, Cultural, Tech, Exploring and
 * (b) Creative, Active, Cultural, Learning, Social, Adventure. We use (b): it is the one stated as six, and it
 * fits a service for friendship and romance; (a)'s Entrepreneurial and Tech lean towards networking, and its
 * topics still fit under Learning and Social below.
 */
export const INTEREST_CATEGORIES: InterestCategoryCopy[] = [
  {
    name: 'Creative',
    description: 'for people who make things and like talking shop about it.',
    examples: ['film photography', 'watercolour', 'writing short fiction', 'knitting', 'making music'],
  },
  {
    name: 'Active',
    description: 'for people who would rather talk while moving, or right after.',
    examples: ['running the waterfront trail', 'climbing', 'pickleball', 'cycling', 'yoga'],
  },
  {
    name: 'Cultural',
    description: 'for people who leave a film, a gallery or a gig wanting to talk about it.',
    examples: ['indie film', 'jazz nights', 'gallery openings', 'theatre', 'book clubs'],
  },
  {
    name: 'Learning',
    description: 'for the curious: languages, ideas, side projects and new skills.',
    examples: ['learning spanish', 'startups and side projects', 'ai and tech', 'history', 'philosophy'],
  },
  {
    name: 'Social',
    description: 'for people who love a long table, a good host and a new face.',
    examples: ['board games', 'trivia nights', 'dinner parties', 'volunteering', 'brunch spots'],
  },
  {
    name: 'Adventure',
    description: 'for people who say yes first and figure out the details on the way.',
    examples: ['day hikes', 'camping', 'road trips', 'trying new neighbourhoods', 'travel'],
  },
];
