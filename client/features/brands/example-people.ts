/** A made-up member for the 'who will you meet' cards. Names are invented; the kinds of people are real. */
export interface ExamplePerson {
  name: string;
  age: number;
  neighbourhood: string;
  interest: string;
  /** What they hope to find, in their own words. */
  hope: string;
}

/** The 44 examples, read in order as 11 sets of 4 (see example-sets.ts). Only the landing chunk imports this. */
export const EXAMPLE_PEOPLE: readonly ExamplePerson[] = [
  {
    name: 'maya',
    age: 29,
    neighbourhood: 'kensington market',
    interest: 'film photography',
    hope: 'someone to wander with a camera on saturday mornings',
  },
  { name: 'dev', age: 34, neighbourhood: 'leslieville', interest: 'running', hope: 'a slow sunday long-run crew that ends at a bakery' },
  {
    name: 'ana',
    age: 41,
    neighbourhood: 'the annex',
    interest: 'book clubs',
    hope: 'people who finish the book, or at least lie convincingly',
  },
  { name: 'tomás', age: 26, neighbourhood: 'liberty village', interest: 'board games', hope: 'a regular table for long strategy games' },
  { name: 'priya', age: 31, neighbourhood: 'roncesvalles', interest: 'pottery', hope: 'friends to share a studio membership with' },
  { name: 'jordan', age: 38, neighbourhood: 'danforth', interest: 'jazz', hope: 'company for late sets at the rex' },
  {
    name: 'mei',
    age: 27,
    neighbourhood: 'chinatown',
    interest: 'learning spanish',
    hope: 'a practice group that does not feel like homework',
  },
  { name: 'sam', age: 45, neighbourhood: 'high park', interest: 'birding', hope: 'patient people who get excited about a warbler' },
  { name: 'olu', age: 33, neighbourhood: 'scarborough', interest: 'cooking', hope: 'a rotating dinner club with spice tolerance' },
  { name: 'claire', age: 52, neighbourhood: 'the beaches', interest: 'open-water swimming', hope: 'brave souls for early lake swims' },
  { name: 'ravi', age: 30, neighbourhood: 'north york', interest: 'ai and tech', hope: 'people who build weird side projects for fun' },
  { name: 'lena', age: 24, neighbourhood: 'queen west', interest: 'vintage shopping', hope: 'a thrift crew with strong opinions' },
  { name: 'marcus', age: 36, neighbourhood: 'wallace emerson', interest: 'climbing', hope: 'a belay partner who is also good company' },
  { name: 'hana', age: 28, neighbourhood: 'little italy', interest: 'salsa', hope: 'friends to go dancing with on fridays' },
  { name: 'felix', age: 43, neighbourhood: 'riverdale', interest: 'gardening', hope: 'people to swap seedlings and tomato stories with' },
  { name: 'aisha', age: 35, neighbourhood: 'midtown', interest: 'podcasts', hope: 'someone to argue about episodes with over coffee' },
  { name: 'noah', age: 22, neighbourhood: 'st. lawrence', interest: 'chess', hope: 'a casual chess meetup, no clocks required' },
  {
    name: 'rosa',
    age: 58,
    neighbourhood: 'little portugal',
    interest: 'choir',
    hope: 'people who sing in the kitchen and want to go further',
  },
  { name: 'kenji', age: 32, neighbourhood: 'yorkville', interest: 'architecture', hope: 'walking tours of buildings nobody else looks at' },
  { name: 'bea', age: 39, neighbourhood: 'cabbagetown', interest: 'knitting', hope: 'a stitch-and-chat group with good snacks' },
  { name: 'luca', age: 27, neighbourhood: 'ossington', interest: 'indie film', hope: 'a crew for tiff screenings and long debriefs' },
  { name: 'grace', age: 46, neighbourhood: 'leaside', interest: 'cycling', hope: 'weekend rides out to the bluffs' },
  { name: 'yusuf', age: 29, neighbourhood: 'regent park', interest: 'basketball', hope: 'a pickup run that stays friendly' },
  { name: 'ines', age: 33, neighbourhood: 'corktown', interest: 'wine tasting', hope: 'people curious about natural wine, not snobs' },
  { name: 'owen', age: 37, neighbourhood: 'etobicoke', interest: 'woodworking', hope: 'makers who like a shared workshop' },
  { name: 'tara', age: 25, neighbourhood: 'bloor west', interest: 'improv', hope: 'friends who say "yes, and" off stage too' },
  { name: 'chen', age: 48, neighbourhood: 'agincourt', interest: 'hiking', hope: 'company for the bruce trail, one section at a time' },
  { name: 'zoe', age: 30, neighbourhood: 'parkdale', interest: 'zines', hope: 'people who still love paper and glue sticks' },
  { name: 'amir', age: 35, neighbourhood: 'thorncliffe', interest: 'startups', hope: 'founders who want friends, not just contacts' },
  { name: 'nora', age: 62, neighbourhood: 'forest hill', interest: 'art galleries', hope: 'gallery-hopping partners for first fridays' },
  { name: 'diego', age: 28, neighbourhood: 'dufferin grove', interest: 'soccer', hope: 'a rec-league team that goes for food after' },
  { name: 'fatima', age: 31, neighbourhood: 'east york', interest: 'baking', hope: 'a sourdough starter support group' },
  { name: 'will', age: 44, neighbourhood: 'the junction', interest: 'record collecting', hope: 'crate diggers for saturday shop crawls' },
  { name: 'sofia', age: 23, neighbourhood: 'harbord village', interest: 'poetry', hope: 'people to go to open mics with, maybe read' },
  { name: 'ben', age: 40, neighbourhood: 'mimico', interest: 'sailing', hope: 'crew who do not mind learning the ropes' },
  { name: 'layla', age: 34, neighbourhood: 'davisville', interest: 'yoga', hope: 'friends for a sunday class and a slow brunch' },
  { name: 'kwame', age: 37, neighbourhood: 'weston', interest: 'photography walks', hope: 'people who stop for the light' },
  { name: 'ivy', age: 26, neighbourhood: 'trinity bellwoods', interest: 'drawing', hope: 'sketchbook afternoons in the park' },
  {
    name: 'pat',
    age: 55,
    neighbourhood: 'bayview village',
    interest: 'history',
    hope: 'people who read the plaques and want to talk about them',
  },
  { name: 'jules', age: 29, neighbourhood: 'church-wellesley', interest: 'trivia', hope: 'a trivia team that takes tuesdays seriously' },
  { name: 'arjun', age: 32, neighbourhood: 'markham', interest: 'table tennis', hope: 'rallies, then bubble tea' },
  { name: 'eva', age: 38, neighbourhood: 'wychwood', interest: 'volunteering', hope: 'people who like helping out on weekends' },
  {
    name: 'sami',
    age: 27,
    neighbourhood: 'distillery district',
    interest: 'coffee',
    hope: 'a café-hopping crew with notes on every pour-over',
  },
  { name: 'helen', age: 49, neighbourhood: 'swansea', interest: 'camping', hope: 'people to plan an easy first canoe trip with' },
];
