/** Shapes of the landing copy each brand content module provides. Types only: the copy lives in content/. */

export interface LandingHeroCopy {
  eyebrow: string;
  title: string;
  lead: string;
  ctaLabel: string;
  /** Small print under the button. */
  note: string;
}

/** A section that is a heading and a few paragraphs, optionally with bullet points. */
export interface ProseSectionCopy {
  title: string;
  paragraphs: string[];
  points?: string[];
}

export interface StepCopy {
  title: string;
  body: string;
}

export interface ComparisonRowCopy {
  feature: string;
  /** Our answer first, then one answer per entry of `others`, in the same order. */
  answers: string[];
}

export interface ComparisonCopy {
  title: string;
  intro: string;
  /** Column headings after the brand's own column. */
  others: string[];
  rows: ComparisonRowCopy[];
}

export interface InterestCategoryCopy {
  name: string;
  description: string;
  examples: string[];
}

export interface FaqItemCopy {
  id: string;
  question: string;
  answer: string[];
}

/** The first and second brand landing (docs/product-rules.md#public-pages): the people-matching service. */
export interface MatchingLandingCopy {
  hero: LandingHeroCopy;
  examples: { title: string; intro: string; moreLabel: string };
  steps: { title: string; intro: string; scrollLabel: string; steps: StepCopy[] };
  comparison: ComparisonCopy;
  romance: ProseSectionCopy;
  goToThings: ProseSectionCopy;
  categories: { title: string; intro: string; items: InterestCategoryCopy[] };
  faq: { title: string; items: FaqItemCopy[] };
  closing: { title: string; joinedLabel: string; body: string; ctaLabel: string };
}

export interface ProgramTraitCopy {
  id: string;
  title: string;
  body: string;
}

/** The third brand landing (docs/product-rules.md#public-pages): multi-week programs. */
export interface ProgramsLandingCopy {
  hero: {
    eyebrow: string;
    /** Shown before the rotating activity word, e.g. 'find your people in a weekly'. */
    titleStart: string;
    lead: string;
    ctaLabel: string;
    pauseLabel: string;
    playLabel: string;
  };
  /** Narrative sections; the one with id 'how-it-works' is the header's 'how it works' target. */
  story: (ProseSectionCopy & { id: string })[];
  traits: { title: string; intro: string; items: ProgramTraitCopy[] };
  closing: { title: string; body: string; ctaLabel: string };
}
