import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PROFILE_EXISTS_MESSAGE } from '../../../../shared/profiles';
import { db } from '../../../data/db';
import { ALREADY_A_MEMBER_KEY, forgetAlreadyAMember, forgetSubmittedProfile, SUBMITTED_PROFILE_KEY } from '../actions';
import './ProfilePendingNotice.css';

/**
 * On /home after registration: the new profile is still on its way (queued in the outbox, e.g. offline), then
 * 'profile created' once the outbox has delivered it. Shown once: the marker is dropped when it is read. When a profile
 * was there already (the wizard finished by signing in to an account that has one, or the server answered 409), it says
 * the answers were not used and where to change them instead.
 */
export default function ProfilePendingNotice() {
  const state = useLiveQuery(async () => {
    const [submitted, alreadyAMember] = await db.settings.bulkGet([SUBMITTED_PROFILE_KEY, ALREADY_A_MEMBER_KEY]);
    return {
      entry: submitted ? ((await db.outbox.get(submitted.value)) ?? null) : undefined,
      alreadyAMember: Boolean(alreadyAMember),
    };
  }, []);
  const [created, setCreated] = useState(false);
  const [notUsed, setNotUsed] = useState(false);

  useEffect(() => {
    if (state?.entry !== null) return;
    setCreated(true);
    forgetSubmittedProfile().catch((error: unknown) => console.warn('could not update the local profile marker', error));
  }, [state]);
  useEffect(() => {
    if (!state?.alreadyAMember) return;
    setNotUsed(true);
    forgetAlreadyAMember().catch((error: unknown) => console.warn('could not update the local profile marker', error));
  }, [state]);

  const entry = state?.entry;
  const refusedAsExisting = entry?.status === 'attention' && entry.lastError === PROFILE_EXISTS_MESSAGE;
  const message =
    refusedAsExisting || notUsed
      ? PROFILE_EXISTS_MESSAGE
      : entry
        ? entry.status === 'attention'
          ? `we couldn't create your profile: ${entry.lastError ?? 'the server refused it'}. it's kept on this device.`
          : "your profile is being created. it's safe on this device until it reaches us."
        : created
          ? 'profile created'
          : null;
  return (
    <div className="profile-pending-notice" role="status" aria-live="polite">
      {message && (
        <p className="profile-pending-notice__text">
          {message}
          {message === PROFILE_EXISTS_MESSAGE && (
            <>
              {' '}
              <Link to="/settings">go to settings</Link>
            </>
          )}
        </p>
      )}
    </div>
  );
}
