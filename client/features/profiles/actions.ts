import type { DraftPhoto } from '../../../shared/onboarding';
import { toAvailabilitySlot } from '../../../shared/onboarding';
import { CURRENT, db } from '../../data/db';
import { enqueue } from '../../data/outbox';
import type { ProfileChange } from './outbox';
import type { EditableFields } from './profile-edits';

/**
 * Saves an edit as the device's change plus an outbox entry (it reaches the server when it can, once), and shows it
 * at once in the saved copy of the profile.
 */
export async function saveProfileEdit(location: string, changes: ProfileChange[], edited: EditableFields): Promise<void> {
  await db.transaction('rw', [db.ownProfile, db.outbox], async () => {
    const row = await db.ownProfile.get(CURRENT);
    if (row) {
      const interestIds = new Map(row.profile.interests.map((interest) => [interest.name, interest.id]));
      await db.ownProfile.put({
        ...row,
        profile: {
          ...row.profile,
          neighborhoods: edited.neighborhoods,
          canHost: edited.canHost,
          hostingDetails: { hasVenue: edited.hostingDetails.hasVenue, venueName: edited.hostingDetails.venueName.trim() },
          availableTimeSlots: edited.selectedSlots.map(toAvailabilitySlot),
          // A new interest gets a local id until the server's copy replaces it.
          interests: edited.selectedInterests.map(({ name, lookingFor, contribute }) => ({
            id: interestIds.get(name) ?? crypto.randomUUID(),
            name,
            lookingFor: lookingFor.trim(),
            contribute: contribute.trim(),
          })),
        },
      });
    }
    await enqueue('update-profile-property', { Location: location, Changes: changes });
  });
}

/** Queues the new photo (POST /profiles, multipart); the profile's photo URL comes from the server's answer. */
export async function saveProfilePhoto(photo: DraftPhoto): Promise<void> {
  await enqueue('update-profile-photo', { photo });
}
