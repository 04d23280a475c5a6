import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { db } from '../../../data/db';
import { forgetSubmittedProfile, SUBMITTED_PROFILE_KEY } from '../actions';
import './ProfilePendingNotice.css';

/**
 * On /home after registration: the new profile is still on its way (queued in the outbox, e.g. offline), then
 * 'profile created' once the outbox has delivered it. Shown once: the marker is dropped when it is read.
 */
export default function ProfilePendingNotice() {
  const state = useLiveQuery(async () => {
    const submitted = await db.settings.get(SUBMITTED_PROFILE_KEY);
    if (!submitted) return null;
    return { entry: (await db.outbox.get(submitted.value)) ?? null };
  }, []);
  const [created, setCreated] = useState(false);

  useEffect(() => {
    if (state?.entry !== null) return;
    setCreated(true);
    forgetSubmittedProfile().catch((error: unknown) => console.warn('could not update the local profile marker', error));
  }, [state]);

  const entry = state?.entry;
  const message = entry
    ? entry.status === 'attention'
      ? `we couldn't create your profile: ${entry.lastError ?? 'the server refused it'}. it's kept on this device.`
      : "your profile is being created. it's safe on this device until it reaches us."
    : created
      ? 'profile created'
      : null;
  return (
    <div className="profile-pending-notice" role="status" aria-live="polite">
      {message && <p className="profile-pending-notice__text">{message}</p>}
    </div>
  );
}
