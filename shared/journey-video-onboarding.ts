// The journey's "Final Step" (docs/product-rules.md#journey-and-chats): shown instead of the roadmaps while the member has no videos.
// The recorder itself belongs to the videos screen (/emberite/settings/videos).

export const VIDEO_RECORDER_PATH = '/emberite/settings/videos';
export const VIDEO_SECONDS = 15;
/** Videos needed to be discoverable (docs/product-rules.md#journey-and-chats); the "Upload your first two videos" card shows below this. */
export const VIDEOS_NEEDED = 2;

export type OnboardingPromptType = 'fun' | 'useful';

export interface OnboardingPrompt {
  id: string;
  type: OnboardingPromptType;
  title: string;
  description: string;
}

/** A few prompts to choose from here; the videos screen has the full list. */
export const ONBOARDING_PROMPTS: readonly OnboardingPrompt[] = [
  {
    id: 'perfect_weekend_morning',
    type: 'fun',
    title: 'Your perfect weekend morning',
    description: 'Where are you, what are you drinking, and who is with you?',
  },
  {
    id: 'hidden_talent',
    type: 'fun',
    title: 'A talent nobody would guess',
    description: 'Show it or tell it: the odder the better.',
  },
  {
    id: 'best_thing_eaten',
    type: 'fun',
    title: 'The best thing you ate this month',
    description: 'Name the place so we can all go.',
  },
  {
    id: 'teach_in_15',
    type: 'useful',
    title: 'Teach us something in 15 seconds',
    description: 'A shortcut, a fact, a trick from your job or your hobby.',
  },
  {
    id: 'organize_day',
    type: 'useful',
    title: 'How you organize your day',
    description: 'One habit that keeps your week on track.',
  },
  {
    id: 'city_tip',
    type: 'useful',
    title: 'Your best Toronto tip',
    description: 'A park, a bakery, a shortcut on the TTC: something locals should know.',
  },
];

export const VIDEO_TIPS: readonly string[] = [
  'Face a window: daylight on your face beats any lamp.',
  'Hold the phone at eye level and a little above, in portrait.',
  'Start talking right away: 15 seconds goes fast, and the first two count most.',
  'Be yourself rather than polished; people pick people they would like to have coffee with.',
];

/** Two sample invite videos, described in words (what a good 15 seconds looks like). */
export const SAMPLE_VIDEOS: readonly { name: string; prompt: string; description: string }[] = [
  {
    name: 'Maya, 31',
    prompt: 'Your perfect weekend morning',
    description:
      'Maya films herself on her balcony in Leslieville with a flat white: “Saturday at nine, Riverdale Farm, then ' +
      'the best croissant on Queen East. Come with me and I will tell you which one.” She laughs, and the video ends.',
  },
  {
    name: 'Dev, 28',
    prompt: 'Teach us something in 15 seconds',
    description:
      'Dev holds up a Rubik’s cube: “Everyone gives up on the second layer. Here is the one move that fixes it,” and ' +
      'shows it twice, slowly. He ends with “bring yours to coffee”.',
  },
];
