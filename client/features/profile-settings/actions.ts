import { CURRENT, db } from '../../data/db';
import { enqueue } from '../../data/outbox';
import type { ProfileChange } from '../../data/outbox-kinds';
import { toAvailabilitySlot } from '../../../shared/onboarding';
import type { EditableFields } from './profile-edits';

/**
 * Saves an edit as the device's change plus an outbox entry (it reaches the server when it can, once), and shows it
 * at once in the saved copy of the profile.
 */
export async function saveProfileEdit(location: string, changes: ProfileChange[], edited: EditableFields): Promise<void> {
  await db.transaction('rw', [db.ownProfile, db.outbox], async () => {
    const row = await db.ownProfile.get(CURRENT);
    if (row) {
      await db.ownProfile.put({
        ...row,
        profile: {
          ...row.profile,
          neighborhoods: edited.neighborhoods,
          canHost: edited.canHost,
          hostingDetails: { hasVenue: edited.hostingDetails.hasVenue, venueName: edited.hostingDetails.venueName.trim() },
          availableTimeSlots: edited.selectedSlots.map(toAvailabilitySlot),
        },
      });
    }
    await enqueue('update-profile-property', { Location: location, Changes: changes });
  });
}
