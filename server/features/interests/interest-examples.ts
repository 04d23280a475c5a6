import { clampInterestText, PREDEFINED_INTERESTS, sameInterest } from '../../../shared/interests';
import { OFFER_EXAMPLES } from './offer-examples';
import { WANT_EXAMPLES } from './want-examples';

/** want: 'what are you looking for?'; offer: 'how can you contribute?' (docs/product-rules.md#interests). */
export type ExampleKind = 'want' | 'offer';

/** For custom topics: the same kind of text, naming the topic the person typed. */
const GENERIC: Record<ExampleKind, ((name: string) => string)[]> = {
  want: [
    (name) => `people who get as excited about ${name} as i do, to swap stories and maybe start something together`,
    (name) => `a small group to explore ${name} with on weekend mornings, beginners and old hands alike`,
    (name) => `honest conversations about ${name}: what works for you, what doesn't, and what to try next`,
  ],
  offer: [
    (name) => `i can share what i've learned about ${name} so far, mistakes included, and bring good questions`,
    (name) => `i'm happy to organise a first meetup around ${name} and bring what we need to get started`,
    (name) => `curiosity, a good ear and a few hard-won tips about ${name} to pass along`,
  ],
};

/** The `index`-th idea for a topic; the index grows with each 'give me ideas' press and wraps around. */
export function interestExample(interestName: string, kind: ExampleKind, index: number): string {
  const topic = PREDEFINED_INTERESTS.find((predefined) => sameInterest(predefined, interestName));
  if (topic) {
    const texts = (kind === 'want' ? WANT_EXAMPLES : OFFER_EXAMPLES)[topic];
    return texts[index % texts.length]!;
  }
  const templates = GENERIC[kind];
  return clampInterestText(templates[index % templates.length]!(interestName.trim().toLowerCase()));
}
