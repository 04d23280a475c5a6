import type { PredefinedInterest } from '../../../shared/interests';

/** 'what are you looking for?' ideas per predefined topic, each 20-150 characters, first person. */
export const WANT_EXAMPLES: Record<PredefinedInterest, string[]> = {
  'remote work & digital nomading': [
    'people who work remotely and want a weekend crew, plus tips on which cities are worth a month of working from',
    'others juggling time zones and laptops who miss having coworkers to grab a coffee with',
    'someone who has done a workation abroad and can tell me what they wish they had known',
  ],
  'ai & future of tech': [
    'people who use ai tools every day and want to compare what actually saves time versus what is hype',
    'thoughtful conversations about where ai is taking jobs, art and school, without doom or cheerleading',
    'builders and tinkerers to swap side projects and prompts with over a long weekend coffee',
  ],
  'startup founders': [
    'other founders at the messy early stage who want honest talk about customers, money and burnout',
    'people thinking about starting something and looking for a sounding board before they quit their job',
    'a small circle to share weekly goals with, so someone notices when i ship or when i stall',
  ],
  'biohacking & longevity': [
    'people experimenting with sleep, fasting or cold plunges who track results and share them honestly',
    'others reading the longevity research who can separate solid evidence from supplement marketing',
    'a group to try a 30-day habit experiment with and compare notes every weekend',
  ],
  'latin america travel': [
    'people who have travelled through mexico, colombia or peru and can share routes and hidden spots',
    'travel buddies to plan a trip south with, ideally for a few weeks rather than a few days',
    'spanish-speakers or learners who want to practise while talking about travel',
  ],
  'surfing & ocean sports': [
    'people who surf lake ontario in the cold months and know which winds make it worth the drive',
    'someone to plan a surf trip with, costa rica or nova scotia, who doesn’t mind a beginner tagging along',
    'paddlers, kiters and swimmers who want to get on the water together on summer weekends',
  ],
  'investment strategies': [
    'people who invest for the long term and like talking index funds, rebalancing and taxes without bragging',
    'a group to compare how we each think about risk, real estate and saving for early retirement',
    'someone further along who can explain what they would do differently if they started again',
  ],
  'creative writing': [
    'writers who want to trade pages monthly and give each other kind but honest feedback',
    'people working on a first novel or short stories who need a reason to keep going',
    'a small group for timed writing sprints on weekend mornings, then coffee and reading aloud',
  ],
  'meditation & mindfulness': [
    'people with a regular practice, or trying to start one, who want to sit together now and then',
    'others who have done a silent retreat and can tell me what it was really like',
    'calm conversations about stress, attention and slowing down in a city that rarely does',
  ],
  photography: [
    'people who like slow photo walks around the city and trading honest feedback on edits',
    'someone to shoot golden hour with at the beaches or the distillery district on weekends',
    'photographers who print their work and want to swap tips on paper, framing and small shows',
  ],
  'cooking & food culture': [
    'people who love cooking for others and want to take turns hosting small dinner nights',
    'food lovers to explore the city’s neighbourhoods with, one bakery or dumpling spot at a time',
    'someone to learn a cuisine with from scratch, from the market trip to the last dish',
  ],
  'book club': [
    'readers who finish the book and want to talk about it properly, not just the first chapter',
    'people who read widely, from science writing to novels, and love a good recommendation swap',
    'a small book club that meets monthly at a café and rotates who picks the next book',
  ],
  'productivity & time management': [
    'people who have found a planning system that actually sticks and want to share how it works',
    'an accountability partner to check in with weekly on goals, habits and what got in the way',
    'others trying to do deep work in a world of notifications and meetings',
  ],
  'language learning': [
    'people learning a language who want conversation practice over coffee without judgement',
    'native speakers happy to trade an hour in their language for an hour in english or french',
    'fellow learners to keep a streak going with and celebrate the first real conversation',
  ],
  'climate & sustainability': [
    'people who want to do something practical about climate locally, not just read about it',
    'others trying to cut waste at home who can share what changes actually stuck',
    'people working in energy, transit or policy who can explain what is really moving the needle',
  ],
  'music production': [
    'producers who want to share unfinished tracks and get fresh ears on a mix',
    'people to start a weekend collaboration with, whether that is beats, synths or live instruments',
    'someone who knows ableton or logic well and can help me past the beginner plateau',
  ],
  'fitness & training': [
    'training partners for early weekend workouts who keep each other showing up',
    'people training for a first race or competition who want company on the long sessions',
    'others who like trying new classes around the city and reviewing them honestly afterwards',
  ],
  'real estate investing': [
    'people who own or want to own rental property and can talk numbers openly',
    'someone who has bought outside toronto to tell me how they chose the market',
    'a small group to analyse deals with and learn from each other’s wins and mistakes',
  ],
  'board games & strategy': [
    'people who love heavy euro games and have a free saturday morning for a long one',
    'a regular game group that mixes quick party games with the occasional epic campaign',
    'chess or go players around my level who want a friendly game and a post-mortem over coffee',
  ],
  'fashion & style': [
    'people who love thrifting and vintage and want to hit the queen west shops together',
    'someone with a good eye to help me build a simpler wardrobe that still feels like me',
    'people who sew, alter or upcycle their clothes and want to share projects',
  ],
};
