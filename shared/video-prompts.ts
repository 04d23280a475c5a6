// The prompts a member records a 15-second video to (docs/product-rules.md#videos-and-review: 16 prompts, 7 fun, 6 useful plus
// organize_day, 2 daily; the default daily prompt is scientific_fact). Only fun and useful videos are uploaded.

export type PromptType = 'fun' | 'useful' | 'daily';
/** The prompt types a video may be uploaded for (docs/product-rules.md#videos-and-review: "promptType (only fun or useful)"). */
export const UPLOADABLE_PROMPT_TYPES = ['fun', 'useful'] as const;
export type UploadablePromptType = (typeof UPLOADABLE_PROMPT_TYPES)[number];
export const isUploadablePromptType = (type: string): type is UploadablePromptType =>
  (UPLOADABLE_PROMPT_TYPES as readonly string[]).includes(type);

export interface VideoPrompt {
  id: string;
  type: PromptType;
  title: string;
  description: string;
  instructions: readonly string[];
}

export const DEFAULT_DAILY_PROMPT_ID = 'scientific_fact';

/** A prompt maker per type, so each entry of the list reads as its type, id, title, description and tips. */
const promptOf =
  (type: PromptType) =>
  (id: string, title: string, description: string, ...instructions: string[]): VideoPrompt => ({
    id,
    type,
    title,
    description,
    instructions,
  });
const fun = promptOf('fun');
const useful = promptOf('useful');
const daily = promptOf('daily');

export const VIDEO_PROMPTS: readonly VideoPrompt[] = [
  fun(
    'perfect_weekend_morning',
    'Your perfect weekend morning',
    'Where are you, what are you drinking, and who is with you?',
    'Say where you would be at nine on a Saturday.',
    'Name the drink.',
  ),
  fun('hidden_talent', 'A talent nobody would guess', 'Show it or tell it: the odder the better.', 'Show it if you can, in one take.'),
  fun('best_thing_eaten', 'The best thing you ate this month', 'Name the place so we can all go.', 'Say the dish and the place.'),
  fun('unpopular_opinion', 'A harmless unpopular opinion', 'Pineapple, cilantro, the Leafs: pick a side.', 'Give one reason, then stop.'),
  fun(
    'last_rabbit_hole',
    'Your last internet rabbit hole',
    'What kept you up reading at midnight?',
    'Start with the question that pulled you in.',
  ),
  fun('dream_day_off', 'A free day with no plans', 'How would you spend it in the city?', 'Morning, afternoon, evening: one thing each.'),
  fun('song_on_repeat', 'The song on repeat', 'What is it, and where do you listen to it?', 'Hum a line if you dare.'),
  useful(
    'teach_in_15',
    'Teach us something in 15 seconds',
    'A shortcut, a fact, a trick from your job or your hobby.',
    'Say what it is for, then show it.',
  ),
  useful(
    'city_tip',
    'Your best Toronto tip',
    'A park, a bakery, a shortcut on the TTC: something locals should know.',
    'Say exactly where it is.',
  ),
  useful('book_recommendation', 'A book worth the time', 'Why this one, and who would love it?', 'Title and author first.'),
  useful('money_tip', 'One money habit that works', 'Small, simple, and something you actually do.', 'Say how long you have done it.'),
  useful(
    'fix_it',
    'Something you can fix',
    'A bike, a sauce, a spreadsheet: what do people ask you for help with?',
    'Give one tip anyone can use.',
  ),
  useful('learning_now', 'What you are learning now', 'And the one thing that helped most so far.', 'Name the resource that helped.'),
  useful('organize_day', 'How you organize your day', 'One habit that keeps your week on track.', 'Show the tool if it is on your phone.'),
  daily(DEFAULT_DAILY_PROMPT_ID, 'A scientific fact you love', 'The one you tell at every dinner.', 'Say where you learned it.'),
  daily('small_win', "Today's small win", 'Something that went right today, however small.', 'Keep it to one win.'),
];

export function findPrompt(id: string): VideoPrompt | undefined {
  return VIDEO_PROMPTS.find((prompt) => prompt.id === id);
}
