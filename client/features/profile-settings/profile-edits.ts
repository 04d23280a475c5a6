import { OFFERED_SLOTS, type SelectedSlot, toAvailabilitySlot } from '../../../shared/onboarding';
import type { OwnProfileView } from '../../data/db';
import type { ProfileChange } from '../../data/outbox-kinds';

/** The parts of a profile /settings edits with a wizard step (photo and interests are not editable here yet). */
export type EditablePart = 'neighborhoods' | 'hosting' | 'scheduling';

/** What those steps read and write, in the draft's own shape. */
export interface EditableFields {
  neighborhoods: string[];
  canHost: boolean | null;
  hostingDetails: { hasVenue: boolean | null; venueName: string };
  selectedSlots: SelectedSlot[];
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
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item) => b.includes(item));
const slotKeys = (slots: readonly SelectedSlot[]) => slots.map((slot) => `${slot.day} ${slot.time}`);

/** Only the fields of `part` that changed (spec 001 §7: only changed fields are sent); none means no call at all. */
export function changesOf(part: EditablePart, original: EditableFields, edited: EditableFields): ProfileChange[] {
  switch (part) {
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

/** The counters of the settings list (spec 001 §2). */
export const neighborhoodsCount = (n: number) => (n === 0 ? 'none' : `${n} selected`);
export const slotsCount = (n: number) => (n === 0 ? 'none' : `${n} slots`);
export const interestsCount = (n: number) => (n === 0 ? 'none' : `${n} interests`);
export const hostingAnswer = (canHost: boolean | null) => (canHost === null ? 'not set' : canHost ? 'yes' : 'no');
