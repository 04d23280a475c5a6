import { useEffect } from 'react';
import { onOutboxDone } from '../../data/outbox';
import { useRefresh } from '../../data/use-refresh';
import { refreshCurrentGroup } from './refresh';

/** The group refreshes on open, on 'online', and once the server has taken an answer, a venue, a check-in (own or by the booker) or a vouch. */
export function useGroupSync(): void {
  useRefresh(refreshCurrentGroup);
  useEffect(
    () =>
      onOutboxDone((done) => {
        if (['answer-invite', 'set-venue', 'check-in', 'check-member-in', 'were-there', 'vouch', 'meet-again'].includes(done.kind))
          void refreshCurrentGroup();
      }),
    [],
  );
}
