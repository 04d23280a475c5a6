import { useEffect } from 'react';
import { onOutboxDone } from '../../data/outbox';
import { useRefresh } from '../../data/use-refresh';
import { refreshCurrentGroup } from './refresh';

/** The group refreshes on open, on 'online', and once the server has taken an answer or a venue from this device. */
export function useGroupSync(): void {
  useRefresh(refreshCurrentGroup);
  useEffect(
    () =>
      onOutboxDone((done) => {
        if (done.kind === 'answer-invite' || done.kind === 'set-venue') void refreshCurrentGroup();
      }),
    [],
  );
}
