import { interestDetailValid, sameInterest, type InterestChoice } from '../../../shared/interests';
import { CITY_OPTIONS, OTHER_LOCATION, type OnboardingDraft } from '../../../shared/onboarding';
import type { AiInterest } from '../../../shared/ai-response';

/**
 * The selection after the AI's suggestions are taken: earlier suggestions are replaced (the answer may have
 * been pasted again), and a topic the person already chose by hand keeps their own texts.
 */
export function withAiInterests(selected: readonly InterestChoice[], suggested: readonly AiInterest[]): InterestChoice[] {
  const own = selected.filter((choice) => !choice.isAiSuggested);
  const fresh = suggested.filter((interest) => !own.some((choice) => sameInterest(choice.name, interest.name)));
  return [...own, ...fresh.map((interest) => ({ ...interest }))];
}

/**
 * The draft fields after leaving the AI path ('skip' on the prompt, 'skip AI suggestions'): the flag that
 * inserts the two AI steps, the pasted answer and the topics it suggested all go.
 */
export function leaveAiPath(
  selected: readonly InterestChoice[],
): Pick<OnboardingDraft, 'aiPromptCopied' | 'aiResponseText' | 'selectedInterests'> {
  return { aiPromptCopied: false, aiResponseText: '', selectedInterests: selected.filter((choice) => !choice.isAiSuggested) };
}

/** The interests the per-interest detail step walks through: those whose two texts are not complete yet. */
export function interestsNeedingDetail(selected: readonly InterestChoice[]): string[] {
  return selected.filter((choice) => !interestDetailValid(choice)).map((choice) => choice.name);
}

/** The city a waitlist lead is for, as the not-in-Toronto notice names it. */
export function cityLabel(location: string): string {
  // "Country:Region:City" values outside the list (an older "Canada:Ontario:Toronto", say) are shown by their city.
  return CITY_OPTIONS.find((option) => option.value === location)?.label ?? location.split(':').pop() ?? location;
}

/**
 * What POST /waitlist receives: for 'Other' the typed city or postal code (null while blank), for a listed
 * city the typed postal code if any, else the city's name.
 */
export function waitlistLead(location: string, typed: string): { location: string; cityOrPostalCode: string } | null {
  const text = typed.trim();
  if (location === OTHER_LOCATION) return text ? { location, cityOrPostalCode: text } : null;
  return { location, cityOrPostalCode: text || cityLabel(location) };
}

type ProfileAnswer = { interests?: { id?: unknown }[] } | undefined;

/** The first interest id in the answer to POST /profiles: the user, holding the new profile. */
export function firstInterestId(body: unknown): string | null {
  const answer = body as { profile?: ProfileAnswer; user?: { profile?: ProfileAnswer } } | null;
  const id = (answer?.profile ?? answer?.user?.profile)?.interests?.[0]?.id;
  return typeof id === 'string' && id !== '' ? id : null;
}
