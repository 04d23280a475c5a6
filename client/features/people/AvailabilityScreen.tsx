import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCacheState } from '../../data/cache-status';
import { useRefresh } from '../../data/use-refresh';
import { OWN_PROFILE, refreshOwnProfile } from '../profiles/own-profile';
import { useOwnProfile } from '../profiles/use-own-profile';
import EditStep, { type Editing } from '../profiles/EditStep';
import { editableOf } from '../profiles/profile-edits';
import BehindFlag from '../feature-flags/BehindFlag';
import OwnProfileMissing, { ownProfileLoading } from '../profiles/components/OwnProfileMissing';

/** The /start scheduling step in edit mode, as /settings opens it; saving or going back leads to /settings. */
function AvailabilityEditor() {
  useRefresh(refreshOwnProfile);
  const profile = useOwnProfile();
  const cache = useCacheState(OWN_PROFILE);
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Editing | null>(null);

  if (ownProfileLoading(profile, cache) || !profile) {
    return <OwnProfileMissing title="availability" cache={cache} loading={ownProfileLoading(profile, cache)} />;
  }
  const original = editableOf(profile);
  const current = editing ?? { part: 'scheduling', original, edited: structuredClone(original) };
  return <EditStep profile={profile} editing={current} setEditing={(next) => (next ? setEditing(next) : navigate('/settings'))} />;
}

/** /emberite/availability (docs/product-rules.md#discover-and-picks): behind the availability switch (AVAILABILITY, off by default). */
export default function AvailabilityScreen() {
  return (
    <BehindFlag flag="availability" title="availability">
      <AvailabilityEditor />
    </BehindFlag>
  );
}
