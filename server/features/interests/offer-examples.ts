import type { PredefinedInterest } from '../../../shared/interests';

/** 'how can you contribute?' ideas per predefined topic, each 20-150 characters, first person. */
export const OFFER_EXAMPLES: Record<PredefinedInterest, string[]> = {
  'remote work & digital nomading': [
    'i have worked remotely for four years from six countries and can share visa, insurance and coworking tips',
    'a list of toronto cafés with good wifi, outlets and owners who don’t mind you staying all morning',
    'templates for async communication that made my team’s time-zone juggling much calmer',
  ],
  'ai & future of tech': [
    'i build with language models at work and can demo practical workflows anyone can copy',
    'a reading list of the best plain-language explainers on how these models actually work',
    'i can help non-technical folks set up their first useful ai tools for writing or research',
  ],
  'startup founders': [
    'i have raised a small seed round and can walk through the pitch deck and what investors asked',
    'experience hiring the first five people and the mistakes i would not make twice',
    'a network of toronto accelerators and angel groups, and honest opinions about each',
  ],
  'biohacking & longevity': [
    'two years of sleep and heart-rate data and what actually changed it, happy to share the spreadsheet',
    'i can summarise research papers in plain language and flag the ones with tiny sample sizes',
    'a sauna membership and an open invitation to try contrast therapy together',
  ],
  'latin america travel': [
    'i spent six months backpacking from mexico city to patagonia and have routes and hostel picks to share',
    'fluent spanish and patience for anyone practising their first conversations',
    'tips on budgeting, safety and buses that the guidebooks leave out',
  ],
  'surfing & ocean sports': [
    'i have surfed for eight years and can teach the basics of reading waves and staying safe',
    'a spare wetsuit and board, and room in my car for weekend trips to the good breaks',
    'knowledge of the forecasts and apps that tell you when the lake is actually worth it',
  ],
  'investment strategies': [
    'i can explain index investing, asset allocation and tfsa rules in plain words',
    'a simple portfolio tracking spreadsheet and the rules i use to rebalance once a year',
    'ten years of investing lessons, including the expensive ones',
  ],
  'creative writing': [
    'i have an mfa in fiction and can give structured feedback that is honest but kind',
    'writing prompts that reliably get a blank page moving, and a few workshop exercises',
    'experience submitting to literary magazines and dealing with rejection gracefully',
  ],
  'meditation & mindfulness': [
    'a ten-year daily practice and i can guide a short beginner-friendly sit',
    'recommendations for local sanghas, apps and retreats that suit different personalities',
    'i trained as a yoga teacher and can share breathing exercises for stressful days',
  ],
  photography: [
    'i can show you manual mode on any camera and know the best golden-hour spots along the waterfront',
    'a decade of street photography and a good eye for editing in lightroom',
    'spare lenses to lend and a darkroom membership i am happy to share',
  ],
  'cooking & food culture': [
    'i cook a mean homemade pasta and can teach it start to finish in a morning',
    'a well-used list of the city’s best markets, bakeries and hidden lunch counters',
    'experience hosting dinner parties for twelve on a small budget, and the recipes that make it easy',
  ],
  'book club': [
    'i have run a book club for five years and can keep discussions lively and on track',
    'a big personal library to lend from and a habit of reading two books a week',
    'thoughtful discussion questions for almost any book, and good snacks',
  ],
  'productivity & time management': [
    'a weekly planning routine that has survived two jobs and a newborn, happy to walk through it',
    'i can set up a simple notion or paper system that fits how you actually work',
    'accountability and gentle nagging, delivered with coffee',
  ],
  'language learning': [
    'native french and conversational spanish, and happy to trade practice sessions',
    'the methods that took me from zero to conversational in italian in a year',
    'a shelf of graded readers and podcasts for learners at every level',
  ],
  'climate & sustainability': [
    'i work in renewable energy and can explain the grid, heat pumps and solar without jargon',
    'experience organising neighbourhood clean-ups and tool libraries',
    'practical tips for a lower-waste kitchen that don’t require buying anything new',
  ],
  'music production': [
    'a home studio with monitors and a mic to share, and ten years of producing electronic music',
    'i can teach mixing basics in ableton and give honest feedback on arrangements',
    'i play guitar and keys and am always up for recording ideas together',
  ],
  'fitness & training': [
    'i am a certified trainer and can write a simple program for any starting point',
    'five marathons of experience with pacing, fuelling and not getting injured',
    'an early-riser energy that makes 8 am weekend workouts feel doable',
  ],
  'real estate investing': [
    'i own two rental units and can share real numbers on costs, vacancies and landlord life',
    'a spreadsheet model for analysing deals and a realtor and lawyer i trust',
    'lessons from a renovation that went over budget, so you don’t repeat them',
  ],
  'board games & strategy': [
    'a collection of over 80 games and a big table for long saturday sessions',
    'i can teach rules clearly and quickly, even for the heavy ones',
    'a 1900 chess rating and patience for going over games move by move',
  ],
  'fashion & style': [
    'i worked in retail styling and can help anyone find cuts and colours that suit them',
    'a map of the best vintage and consignment stores in the city',
    'i sew and can teach basic alterations like hemming and taking in a shirt',
  ],
};
