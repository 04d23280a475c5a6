import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import CacheNotice from '../../components/CacheNotice';
import { useCacheState } from '../../data/cache-status';
import { useWaitingChanges } from '../../data/use-waiting-changes';
import { chatIdOfGroup } from '../../../shared/group-chat';
import GroupChatLink from '../group-chat/components/GroupChatLink';
import ReachMeCard from '../push/ReachMeCard';
import CheckInSection from './components/CheckInSection';
import MeetAgainSection from './components/MeetAgainSection';
import GroupDetails from './components/GroupDetails';
import GroupOutcome from './components/GroupOutcome';
import InviteAnswer from './components/InviteAnswer';
import TipSection from './components/TipSection';
import VenueSection from './components/VenueSection';
import { CURRENT_GROUP } from './refresh';
import { useCurrentGroup } from './use-current-group';
import { useGroupSync } from './use-group-sync';

const GROUP_KINDS = ['answer-invite', 'set-venue'] as const;

/** /group: the invite, the confirmed group, or why there is none. It shows no pick information of any kind. */
export default function GroupScreen() {
  useGroupSync();
  const saved = useCurrentGroup();
  const state = useCacheState(CURRENT_GROUP);
  const sending = useWaitingChanges(GROUP_KINDS).some((entry) => entry.status === 'pending');
  const group = saved?.group ?? null;

  let body: ReactNode;
  if (!saved?.saved) {
    body =
      state.status === 'offline' ? (
        <p>you're offline and your group isn't saved on this device yet.</p>
      ) : state.status === 'failed' ? (
        <p>we couldn't load your group: {state.message}</p>
      ) : (
        <p role="status">loading your group...</p>
      );
  } else if (!group || group.status === 'dissolved' || group.myInvite === 'declined' || group.myInvite === 'expired') {
    body = <GroupOutcome outcome={saved.outcome} />;
  } else {
    body = (
      <>
        {/* A place freed in a confirmed group is an invite too: answered like any other. */}
        {group.status === 'confirmed' && group.myInvite !== 'invited' ? <VenueSection group={group} /> : <InviteAnswer group={group} />}
        {group.myInvite === 'accepted' && <GroupChatLink chatId={chatIdOfGroup(group.id)} />}
        {group.myInvite === 'accepted' && <ReachMeCard />}
        <CheckInSection group={group} />
        <MeetAgainSection group={group} />
        <TipSection group={group} />
        <GroupDetails group={group} />
      </>
    );
  }

  return (
    <div className="container page">
      <h1>your group</h1>
      <CacheNotice stale={state.status === 'offline' && saved?.saved === true} sending={sending} />
      {body}
      <p>
        <Link to="/home">back to discover</Link>
      </p>
    </div>
  );
}
