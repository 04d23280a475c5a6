/** An interest chosen during onboarding (docs/product-rules.md#interests). */
export interface InterestChoice {
  name: string;
  lookingFor: string;
  contribute: string;
  /** Imported from a pasted AI answer: may continue without the 20-character texts. */
  isAiSuggested?: boolean;
  /** Added by name by the member, not one of the predefined topics. */
  isCustom?: boolean;
}

/** The 20 predefined topics of docs/product-rules.md#interests, in the order they are offered. */
export const PREDEFINED_INTERESTS = [
  'remote work & digital nomading',
  'ai & future of tech',
  'startup founders',
  'biohacking & longevity',
  'latin america travel',
  'surfing & ocean sports',
  'investment strategies',
  'creative writing',
  'meditation & mindfulness',
  'photography',
  'cooking & food culture',
  'book club',
  'productivity & time management',
  'language learning',
  'climate & sustainability',
  'music production',
  'fitness & training',
  'real estate investing',
  'board games & strategy',
  'fashion & style',
] as const;

export type PredefinedInterest = (typeof PREDEFINED_INTERESTS)[number];

/** Interest text limits (docs/product-rules.md#interests, docs/product-rules.md#interests). */
export const INTEREST_TEXT_MIN = 20;
export const INTEREST_TEXT_MAX = 150;

/** Button copy of the interest selection step when every selected interest came from the AI (docs/product-rules.md#interests). */
export const CONTINUE_WITH_AI_LABEL = 'continue with these';
export const CONTINUE_LABEL = 'continue';

/** 'what are you looking for?' / 'how can you contribute?': 20 to 150 characters after trimming. */
export function interestTextValid(text: string): boolean {
  const length = text.trim().length;
  return length >= INTEREST_TEXT_MIN && length <= INTEREST_TEXT_MAX;
}

/** Cuts a text to 150 characters, without leaving half of an emoji (a surrogate pair) at the end. */
export function clampInterestText(text: string): string {
  if (text.length <= INTEREST_TEXT_MAX) return text;
  const cut = text.slice(0, INTEREST_TEXT_MAX);
  const last = cut.charCodeAt(cut.length - 1);
  const endsInHighSurrogate = last >= 0xd800 && last <= 0xdbff;
  return endsInHighSurrogate ? cut.slice(0, -1) : cut;
}

/** The per-interest detail step's next button: both texts valid. */
export function interestDetailValid(choice: Pick<InterestChoice, 'lookingFor' | 'contribute'>): boolean {
  return interestTextValid(choice.lookingFor) && interestTextValid(choice.contribute);
}

function allAiSuggested(selected: readonly InterestChoice[]): boolean {
  return selected.length > 0 && selected.every((choice) => choice.isAiSuggested === true);
}

/** Continue is allowed when every selected interest is complete, or when all of them came from the AI. */
export function canContinueInterests(selected: readonly InterestChoice[]): boolean {
  if (selected.length === 0) return false;
  return allAiSuggested(selected) || selected.every(interestDetailValid);
}

export function continueLabel(selected: readonly InterestChoice[]): string {
  return allAiSuggested(selected) ? CONTINUE_WITH_AI_LABEL : CONTINUE_LABEL;
}

/** A custom topic needs a name that is not blank. */
export function customTopicValid(name: string): boolean {
  return name.trim() !== '';
}

/** A new custom topic, texts still to be written in the detail step. */
export function customInterest(name: string): InterestChoice {
  return { name: name.trim(), lookingFor: '', contribute: '', isCustom: true };
}

/** Names compare without case or surrounding spaces, so 'Photography ' is the predefined 'photography'. */
/** What two spellings of one interest have in common: case and surrounding spaces do not count. */
export function interestKey(name: string): string {
  return name.trim().toLowerCase();
}

export function sameInterest(a: string, b: string): boolean {
  return interestKey(a) === interestKey(b);
}

export function isSelected(selected: readonly InterestChoice[], name: string): boolean {
  return selected.some((choice) => sameInterest(choice.name, name));
}
