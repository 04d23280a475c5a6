/**
 * Whose data is stored on this device (Dexie settings 'lastUserId', plus their identities for the
 * session-expired screen). Loaded with import() only: Dexie stays out of the first bundle.
 */
import type { CurrentUser } from '../../../shared/auth';
import { clearLocalData } from '../../data/clear-local-data';
import { db } from '../../data/db';
import { mustClearLocalData, parseRememberedIdentities } from './user-switch-rules';

const LAST_USER_ID = 'lastUserId';
const LAST_USER_IDENTITIES = 'lastUserIdentities';

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
    ]);
  });
}

export async function readRememberedUser(): Promise<RememberedUser | null> {
  const [id, identities] = await db.settings.bulkGet([LAST_USER_ID, LAST_USER_IDENTITIES]);
  return id ? { id: id.value, identities: parseRememberedIdentities(identities?.value) } : null;
}

