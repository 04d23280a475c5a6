import { LOCATION_NOT_FOUND } from '../../../../shared/discover';
import type { CacheState } from '../../../data/cache-status';

interface Props {
  loading: boolean;
  state: CacheState;
  /** A profile made on this device has not reached the server yet: there is no batch to ask for until it has. */
  profilePending: boolean;
}

/**
 * What stands in for the list before this device has ever received the batch, or while the server is still making
 * this member's batch of a released week (never "nobody this week": the screen asks again until it is there).
 */
export default function BatchStatus({ loading, state, profilePending }: Props) {
  let text = "loading this week's faces...";
  if (profilePending) text = "your profile is on its way to us. this week's faces show up here as soon as it arrives.";
  else if (!loading && state.status === 'offline')
    text = "you're offline and nothing was saved on this device yet. this week's faces show up once you're back online.";
  else if (!loading && state.status === 'failed') {
    text = state.code === 'location-not-found' ? LOCATION_NOT_FOUND : `we couldn't load this week's faces: ${state.message}`;
  }
  return (
    <section aria-labelledby="batch-title">
      <h2 id="batch-title">this week's faces</h2>
      <p role="status">{text}</p>
    </section>
  );
}
