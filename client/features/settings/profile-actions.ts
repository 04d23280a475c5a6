import { cleanBucketList } from '../../../shared/bucket-list';
import { NO_PREFERENCES, type PrivatePreferences } from '../../../shared/private-preferences';
import { CURRENT, db } from '../../data/db';
import { enqueue } from '../../data/outbox';
import type { ProfileChange } from '../profiles/outbox';

/**
 * Saves one preference change at once (docs/product-rules.md#settings: "saved immediately as a single-field update"): the
 * device's copy changes and an outbox entry takes it to the server when it can, once.
 */
export async function savePreference(location: string, changes: ProfileChange[], patch: Partial<PrivatePreferences>): Promise<void> {
  await db.transaction('rw', [db.privatePreferences, db.outbox], async () => {
    const row = await db.privatePreferences.get(CURRENT);
    await db.privatePreferences.put({
      key: CURRENT,
      preferences: { ...NO_PREFERENCES, ...row?.preferences, ...patch },
      fetchedAt: row?.fetchedAt ?? 0,
    });
    await enqueue('update-profile-property', { Location: location, Changes: changes });
  });
}

/** "Save Changes": trims, drops blanks and duplicates (docs/product-rules.md#settings), keeps it on the device and queues it. Answers the saved list. */
export async function saveBucketList(location: string, entries: readonly string[]): Promise<string[]> {
  const bucketList = cleanBucketList(entries);
  await db.transaction('rw', [db.ownProfile, db.outbox], async () => {
    const row = await db.ownProfile.get(CURRENT);
    if (row) await db.ownProfile.put({ ...row, profile: { ...row.profile, bucketList } });
    await enqueue('update-profile-property', { Location: location, Changes: [{ Field: 'bucketList', Value: bucketList }] });
  });
  return bucketList;
}
