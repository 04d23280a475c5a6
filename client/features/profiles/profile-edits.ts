import { type InterestChoice, interestDetailValid, PREDEFINED_INTERESTS, sameInterest } from '../../../shared/interests';
import { type DraftPhoto, OFFERED_SLOTS, type SelectedSlot, toAvailabilitySlot } from '../../../shared/onboarding';
import type { OwnProfileView } from '../../data/db';
import type { ProfileChange } from './outbox';

/** The parts of a profile /settings edits with a wizard step. */
export type EditablePart = 'photo' | 'neighborhoods' | 'hosting' | 'scheduling' | 'interests';

/** What those steps read and write, in the draft's own shape. */
export interface EditableFields {
  neighborhoods: string[];
  canHost: boolean | null;
  hostingDetails: { hasVenue: boolean | null; venueName: string };
  selectedSlots: SelectedSlot[];
  /** A new photo chosen in this edit (the saved one is only a URL); null until one is chosen. */
  photo: DraftPhoto | null;
  selectedInterests: InterestChoice[];
}

/**
 * A saved interest as the selection step holds it. One whose texts are shorter than the step asks for was saved from
 * a pasted AI answer, so it keeps that allowance; one not in the predefined list is the member's own topic.
 */
function choiceOf(interest: OwnProfileView['interests'][number]): InterestChoice {
  const { name, lookingFor, contribute } = interest;
  const choice: InterestChoice = { name, lookingFor, contribute };
  if (!interestDetailValid(choice)) choice.isAiSuggested = true;
  if (!PREDEFINED_INTERESTS.some((topic) => sameInterest(topic, name))) choice.isCustom = true;
  return choice;
}

/** The saved profile's answers as the steps hold them; slots become the offered ones they match. */
export function editableOf(profile: OwnProfileView): EditableFields {
  const saved = new Set(profile.availableTimeSlots.map((slot) => `${slot.dayOfWeek}:${slot.hour}`));
  return {
    neighborhoods: [...profile.neighborhoods],
    canHost: profile.canHost,
    hostingDetails: profile.hostingDetails ? { ...profile.hostingDetails } : { hasVenue: null, venueName: '' },
    selectedSlots: OFFERED_SLOTS.filter((slot) => {
      const { dayOfWeek, hour } = toAvailabilitySlot(slot);
      return saved.has(`${dayOfWeek}:${hour}`);
    }).map((slot) => ({ ...slot })),
    photo: null,
    selectedInterests: profile.interests.map(choiceOf),
  };
}

const interestKey = ({ name, lookingFor, contribute }: InterestChoice) => JSON.stringify([name, lookingFor.trim(), contribute.trim()]);

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item) => b.includes(item));
const slotKeys = (slots: readonly SelectedSlot[]) => slots.map((slot) => `${slot.day} ${slot.time}`);

/** Only the fields of `part` that changed (docs/product-rules.md#settings: only changed fields are sent); none means no call at all. */
export function changesOf(part: EditablePart, original: EditableFields, edited: EditableFields): ProfileChange[] {
  switch (part) {
    case 'photo':
      // The photo travels on its own (POST /profiles, multipart); it is never a property change.
      return [];
    case 'interests': {
      const before = original.selectedInterests.map(interestKey);
      const after = edited.selectedInterests.map(interestKey);
      return before.length === after.length && before.every((key, i) => key === after[i])
        ? []
        : [
            {
              Field: 'interests',
              Value: edited.selectedInterests.map(({ name, lookingFor, contribute }) => ({
                name,
                lookingFor: lookingFor.trim(),
                contribute: contribute.trim(),
              })),
            },
          ];
    }
    case 'neighborhoods':
      return sameSet(original.neighborhoods, edited.neighborhoods) ? [] : [{ Field: 'neighborhoods', Value: edited.neighborhoods }];
    case 'scheduling':
      return sameSet(slotKeys(original.selectedSlots), slotKeys(edited.selectedSlots))
        ? []
        : [{ Field: 'availableTimeSlots', Value: edited.selectedSlots.map(toAvailabilitySlot) }];
    case 'hosting': {
      const changes: ProfileChange[] = [];
      if (original.canHost !== edited.canHost) changes.push({ Field: 'canHost', Value: edited.canHost });
      const details = { hasVenue: edited.hostingDetails.hasVenue, venueName: edited.hostingDetails.venueName.trim() };
      if (original.hostingDetails.hasVenue !== details.hasVenue || original.hostingDetails.venueName.trim() !== details.venueName) {
        changes.push({ Field: 'hostingDetails', Value: details });
      }
      return changes;
    }
  }
}

/** The counters of the settings list (docs/product-rules.md#settings). */
export const neighborhoodsCount = (n: number) => (n === 0 ? 'none' : `${n} selected`);
export const slotsCount = (n: number) => (n === 0 ? 'none' : n === 1 ? '1 slot' : `${n} slots`);
export const interestsCount = (n: number) => (n === 0 ? 'none' : n === 1 ? '1 interest' : `${n} interests`);
export const hostingAnswer = (canHost: boolean | null) => (canHost === null ? 'not set' : canHost ? 'yes' : 'no');

/** The photo row: a photo waiting in the outbox counts as added, but says so; without one, matching waits. */
export const photoState = (hasPhoto: boolean, waiting: boolean) =>
  waiting ? 'new photo waiting to be sent' : hasPhoto ? 'added' : 'none: you need one before matching';

/** docs/product-rules.md#settings: the fallback when a save fails without a message of its own. */
export const SAVE_FAILED = 'Failed to save changes';
/** docs/product-rules.md#settings: said when the profile has no location to save against. */
export const LOCATION_MISSING = 'User location not found';

/**
 * What the red box says when a save fails, in this order (docs/product-rules.md#settings): the response's message, then its title,
 * then the exception's message, then "Failed to save changes".
 */
export function saveFailureMessage(failure: unknown): string {
  const candidate = failure as { response?: { message?: unknown; title?: unknown }; message?: unknown } | null;
  for (const text of [candidate?.response?.message, candidate?.response?.title, candidate?.message]) {
    if (typeof text === 'string' && text.trim()) return text;
  }
  return SAVE_FAILED;
}
