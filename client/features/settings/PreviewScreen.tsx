import type { ReactNode } from 'react';
import CacheNotice from '../../components/CacheNotice';
import { useCacheState } from '../../data/cache-status';
import { useWaitingChanges } from '../../data/use-waiting-changes';
import MemberBucketList from '../discover/components/MemberBucketList';
import MemberFacts from '../discover/components/MemberFacts';
import MemberInterests from '../discover/components/MemberInterests';
import ProfileCard from '../discover/components/ProfileCard';
import BackToSettings from '../../components/BackToSettings';
import { PREVIEW } from './preview-refresh';
import { usePreview } from './use-preview';
import '../../components/settings.css';

const PROFILE_KINDS = ['update-profile-property'] as const;

/**
 * /emberite/settings/preview: the member's card exactly as others see it in their weekly batch (the server builds it
 * with the batch's own projection), and their profile as others open it, so they can check what is shared.
 */
export default function PreviewScreen() {
  const card = usePreview();
  const cache = useCacheState(PREVIEW);
  const sending = useWaitingChanges(PROFILE_KINDS).some((entry) => entry.status === 'pending');

  let body: ReactNode;
  if (card === undefined || (card === null && cache.status === 'unknown')) body = <p role="status">loading preview...</p>;
  else if (card === null)
    body = (
      <p role="alert" className="error-box">
        {cache.status === 'failed' ? cache.message : "you're offline and your preview isn't saved on this device yet."}
      </p>
    );
  else
    body = (
      <>
        <h2>your card in others' weekly batch</h2>
        <div className="settings-preview__card">
          <ProfileCard card={card} ownLevel={null} linked={false} />
        </div>
        <h2>your profile, when someone opens your card</h2>
        <div className="settings-preview__profile">
          <MemberFacts card={card} headingLevel={3} />
          <MemberInterests card={card} />
          <MemberBucketList card={card} />
        </div>
      </>
    );

  return (
    <div className="container page settings-preview">
      <BackToSettings />
      <h1>preview</h1>
      <p>
        this is what other members see of you, exactly as it reaches them. your ideal age range, who you're interested in and your
        relationship status are never shown to anyone; which interests you share is marked for each viewer.
      </p>
      <CacheNotice stale={cache.status === 'offline' && Boolean(card)} sending={sending} />
      {sending && <p className="muted">your latest changes show here once they have reached the server.</p>}
      {body}
    </div>
  );
}
