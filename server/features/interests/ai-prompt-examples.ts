import type { AiPromptExample } from '../../../shared/interests-contract';
import type { Sex } from '../../../shared/onboarding';

interface Entry extends AiPromptExample {
  /** Shown only to people of this sex; entries without it are for everyone. */
  for?: Sex;
}

type Bracket = 'twenties' | 'thirties' | 'forties' | 'fiftiesAndUp';

/**
 * Examples that show the AI the tone and length we want: specific, first person, each text under 150
 * characters, Toronto and weekend mornings in mind. Three for everyone plus one per sex in each age bracket.
 */
const EXAMPLES: Record<Bracket, Entry[]> = {
  twenties: [
    {
      name: 'run clubs',
      lookingFor: 'people who run a slow 5k on saturday mornings and then actually stay for coffee afterwards',
      canContribute: 'i know three good routes along the waterfront and keep a running list of post-run breakfast spots',
    },
    {
      name: 'indie game dev',
      lookingFor: 'people making small games on the side who want to playtest each other’s builds and stay motivated',
      canContribute: 'two game jams of godot experience and a strong opinion about pixel art palettes',
    },
    {
      name: 'first-job money',
      lookingFor: 'people figuring out tfsa vs rrsp, rent and saving without it being awkward to talk about',
      canContribute: 'a budgeting spreadsheet i actually stick to, happy to share it and what i got wrong at first',
    },
    {
      name: 'bouldering',
      lookingFor: 'climbing partners for weekend sessions who like working problems out together',
      canContribute: 'spotting, beta for v3-v5 problems, and a car for trips to the bigger gyms outside downtown',
      for: 'male',
    },
    {
      name: 'film photography',
      lookingFor: 'people who shoot film and want to trade scans, swap rolls and do photo walks in kensington',
      canContribute: 'i develop my own black and white at home and can walk anyone through their first roll',
      for: 'female',
    },
  ],
  thirties: [
    {
      name: 'sourdough & slow cooking',
      lookingFor: 'people who bake or cook on weekends and like swapping starters, recipes and kitchen disasters',
      canContribute: 'a seven-year-old starter to share and a reliable recipe for a first loaf that actually rises',
    },
    {
      name: 'career changes',
      lookingFor: 'people who switched fields in their thirties, or are thinking about it, to compare notes honestly',
      canContribute: 'i went from accounting to ux design and can share what the transition really took',
    },
    {
      name: 'urban cycling',
      lookingFor: 'people who ride around the city and want company for weekend rides to the islands or the don valley',
      canContribute: 'basic bike repairs and a map of the quiet streets that link the bike lanes together',
    },
    {
      name: 'home renovation',
      lookingFor: 'people fixing up an older toronto house who want to swap contractor tips and weekend project plans',
      canContribute: 'tiling, drywall patching and a list of trades i would hire again',
      for: 'male',
    },
    {
      name: 'strength training',
      lookingFor: 'women who lift or want to start, to keep each other consistent and trade programs',
      canContribute: 'three years of lifting, a beginner program that worked for me and form tips for the big lifts',
      for: 'female',
    },
  ],
  forties: [
    {
      name: 'wine & natural wine bars',
      lookingFor: 'people who enjoy trying new bottles and finding small wine bars, no snobbery required',
      canContribute: 'a sommelier course i half-finished and notes on the best ontario producers',
    },
    {
      name: 'parenting teenagers',
      lookingFor: 'other parents of teens to share what works, what doesn’t and to remember we have lives too',
      canContribute: 'two teenagers’ worth of lessons and a sense of humour that has survived both',
    },
    {
      name: 'hiking the bruce trail',
      lookingFor: 'people who want to walk sections of the bruce trail on weekends, at a chatty pace',
      canContribute: 'i have done about a third of it and can plan routes, carpools and the bakery stop after',
    },
    {
      name: 'woodworking',
      lookingFor: 'people with a garage workshop or who want one, to share projects and tool advice',
      canContribute: 'a well-stocked shop, ten years of furniture projects and patience with beginners',
      for: 'male',
    },
    {
      name: 'book club',
      lookingFor: 'readers who want a small group with real discussion, literary fiction and memoir especially',
      canContribute: 'i have run a book club for five years and always bring good questions and snacks',
      for: 'female',
    },
  ],
  fiftiesAndUp: [
    {
      name: 'gardening',
      lookingFor: 'people who grow vegetables or native plants and like trading seedlings and advice',
      canContribute: 'a backyard full of pollinator plants, spare seedlings every spring and composting know-how',
    },
    {
      name: 'travel planning',
      lookingFor: 'people who love planning trips as much as taking them, especially slower, longer travel',
      canContribute: 'itineraries from portugal, japan and the maritimes, and a knack for finding good rail passes',
    },
    {
      name: 'volunteering',
      lookingFor: 'people who give their time locally and want to find new causes or do it together',
      canContribute: 'connections with two food banks and a literacy program that always need more hands',
    },
    {
      name: 'golf',
      lookingFor: 'people to play a relaxed nine holes on weekend mornings, all handicaps welcome',
      canContribute: 'a membership at a public course with easy tee times and a patient approach to teaching',
      for: 'male',
    },
    {
      name: 'watercolour painting',
      lookingFor: 'people who paint or want to try, to sketch outdoors together in high park or by the lake',
      canContribute: 'spare brushes and paper, and ten years of learning what not to do with a wet wash',
      for: 'female',
    },
  ],
};

function bracketOf(age: number | null): Bracket {
  // Without an age the middle of our members' range is the likeliest fit.
  if (age === null || (age >= 30 && age < 40)) return 'thirties';
  if (age < 30) return 'twenties';
  if (age < 50) return 'forties';
  return 'fiftiesAndUp';
}

/** 3-4 examples for the person's age bracket and sex; without a sex, only the ones for everyone. */
export function aiPromptExamples(age: number | null, sex: Sex | null): AiPromptExample[] {
  return EXAMPLES[bracketOf(age)]
    .filter((entry) => entry.for === undefined || entry.for === sex)
    .map(({ name, lookingFor, canContribute }) => ({ name, lookingFor, canContribute }));
}
