/**
 * Whose data is stored on this device (Dexie settings 'lastUserId', plus their identities for the
 * session-expired screen). Loaded with import() only: Dexie stays out of the first bundle.
 */
import type { CurrentUser } from '../../../shared/auth';
import { clearLocalData } from '../../data/clear-local-data';
import { db } from '../../data/db';
import { decodeSetting, settings } from '../../data/settings';
import { mustClearLocalData, parseRememberedIdentities } from './user-switch-rules';

const LAST_USER_ID = 'lastUserId';
const LAST_USER_IDENTITIES = settings.lastUserIdentities.key;
/** The whole user as last seen online, so member pages open offline from this device's data (cleared on sign-out). */
const LAST_USER = settings.lastUser.key;

export interface RememberedUser {
  id: string;
  identities: CurrentUser['identities'];
}

/** Before a user is shown: clears everything if the data here belongs to someone else, then remembers them. */
export async function prepareLocalDataFor(user: CurrentUser): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const remembered = await db.settings.get(LAST_USER_ID);
    if (mustClearLocalData(remembered?.value, user.id)) await clearLocalData();
    await db.settings.bulkPut([
      { key: LAST_USER_ID, value: user.id },
      { key: LAST_USER_IDENTITIES, value: JSON.stringify(user.identities) },
      { key: LAST_USER, value: JSON.stringify(user) },
    ]);
  });
}

export async function readRememberedUser(): Promise<RememberedUser | null> {
  const [id, identities] = await db.settings.bulkGet([LAST_USER_ID, LAST_USER_IDENTITIES]);
  return id ? { id: id.value, identities: parseRememberedIdentities(identities?.value) } : null;
}

/** The user last signed in on this device, as the server described them then; null if none or unreadable. */
export async function readRememberedCurrentUser(): Promise<CurrentUser | null> {
  // Only what a screen relies on is checked: a user saved by an older version still opens the pages offline.
  return decodeSetting(settings.lastUser, (await db.settings.get(LAST_USER))?.value) as CurrentUser | null;
}
