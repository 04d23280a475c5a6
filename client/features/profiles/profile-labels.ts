import { slotLabel } from '../../../shared/groups';
import { NEIGHBORHOOD_OPTIONS, type AvailabilitySlot } from '../../../shared/onboarding';
import { slotIdOf } from '../../../shared/weekly-cycle';

/** A neighbourhood value's label ('east-end' → 'East End'); unknown values are shown as they are. */
export function neighborhoodLabel(value: string): string {
  return NEIGHBORHOOD_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

export function neighborhoodLabels(values: readonly string[]): string[] {
  return values.map(neighborhoodLabel);
}

/** The offered weekend slots a member gave, as "Saturday 9 AM"; anything else is left out. */
export function slotLabels(slots: readonly AvailabilitySlot[]): string[] {
  return slots
    .map(slotIdOf)
    .filter((id) => id !== null)
    .map(slotLabel);
}

/** Whether an interest of another member is one the viewer shares (case-insensitive name). */
export function isShared(name: string, shared: readonly string[]): boolean {
  const folded = name.trim().toLowerCase();
  return shared.some((other) => other.trim().toLowerCase() === folded);
}
