/** Copy for the host recruitment page around the chat widget. */

export const HOST_BENEFITS = [
  {
    title: 'a full room, or no room at all',
    text: 'Events only happen when the group is full. No more setting up chairs for three people: if it does not fill, it does not run, and nobody pays.',
  },
  {
    title: 'we handle the logistics',
    text: 'Interest, group forming, confirmations, reminders, payments and the waitlist are on us. You plan the session and show up.',
  },
  {
    title: 'you keep 80%',
    text: 'Set your own price, usually $20-150 per session. We keep a 20% platform fee and nothing up front, so you only pay when you earn.',
  },
  {
    title: 'your group, your size',
    text: 'Set the minimum and maximum number of participants. Run one evening or a multi-week program with the same faces every week.',
  },
  {
    title: 'people who want to be there',
    text: 'Participants privately pick who they want to join with, so your group arrives already curious about each other. The room warms up fast.',
  },
];

export const WHO_WE_LOOK_FOR = [
  'teachers and makers: potters, painters, cooks, dancers, musicians',
  'people who turn strangers into a group: facilitators, coaches, improvisers',
  'local experts with a favourite corner of the city to show off',
  'anyone patient with beginners and happy to run the same session well more than once',
];

/** Experiences shown as examples of what hosts run; ids from shared/experiences.ts. */
export const EXAMPLE_EXPERIENCE_IDS = ['poetry-night-first-street', 'yvr-gastown-comedy', 'yvr-robson-karaoke'];

/** The host page's "Sign Up" (docs/product-rules.md#public-pages): account creation, then the host area, not the member onboarding. */
export const HOST_SIGN_UP = `/create-account?redirectedFrom=${encodeURIComponent('/host')}`;
