import { LOCATION_NOT_FOUND } from '../../../../shared/discover';
import type { CacheState } from '../../../data/cache-status';

/** What stands in for the list before this device has ever received the batch. */
export default function BatchStatus({ loading, state }: { loading: boolean; state: CacheState }) {
  let text = 'loading this week\'s faces...';
  if (!loading && state.status === 'offline') text = "you're offline and nothing was saved on this device yet. this week's faces show up once you're back online.";
  if (!loading && state.status === 'failed') {
    text = state.code === 'location-not-found' ? LOCATION_NOT_FOUND : `we couldn't load this week's faces: ${state.message}`;
  }
  return (
    <section aria-labelledby="batch-title">
      <h2 id="batch-title">this week's faces</h2>
      <p role="status">{text}</p>
    </section>
  );
}
