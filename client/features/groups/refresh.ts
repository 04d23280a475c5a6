import type { CurrentGroupAnswer, Notice } from '../../../shared/groups';
import { apiFetch } from '../../api/http';
import { refreshCached } from '../../data/cache-status';
import { CURRENT, db } from '../../data/db';
import { waitingPayloads } from '../../data/use-waiting-changes';
import { noticesWithWaitingReads, outcomeWithWaitingAnswer, withWaitingChanges } from './group-rules';

export const CURRENT_GROUP = 'current-group';
export const NOTICES = 'notices';

/** GET /api/groups/current (the group and the week's outcome), keeping the member's own answer and venue not yet sent. */
export function refreshCurrentGroup(): Promise<void> {
  return refreshCached(
    CURRENT_GROUP,
    () => apiFetch<CurrentGroupAnswer>('/groups/current'),
    (answer) =>
      db.transaction('rw', [db.currentGroup, db.outbox], async () => {
        // A refused answer (e.g. "can't make it" once the meetup began) is not laid over: the member is still in.
        const answers = await waitingPayloads('answer-invite', true);
        // Someone vouched for or checked in by the booker on this device leaves the list of who is not checked in.
        const vouches = await waitingPayloads('vouch');
        const bookerCheckIns = await waitingPayloads('check-member-in');
        const meetAgain = await waitingPayloads('meet-again');
        let group = withWaitingChanges(answer.group, answers, await waitingPayloads('set-venue'), vouches, meetAgain, bookerCheckIns);
        // "I was there" not yet sent: still shown as asked.
        const saidThere = (await waitingPayloads('were-there')).some((payload) => payload.groupId === group?.id);
        if (saidThere && group?.checkIn) group = { ...group, checkIn: { ...group.checkIn, askedOthers: true } };
        // The server's group still has the member in while their "can't make it" waits: its terms are the ones agreed to.
        const outcome = outcomeWithWaitingAnswer(answer.outcome, answers, answer.group?.release ?? null);
        await db.currentGroup.put({ key: CURRENT, group, outcome, fetchedAt: Date.now() });
      }),
  );
}

/** GET /api/notices, keeping as read the ones dismissed on this device. */
export function refreshNotices(): Promise<void> {
  return refreshCached(
    NOTICES,
    () => apiFetch<{ data: Notice[] }>('/notices'),
    (answer) =>
      db.transaction('rw', [db.notices, db.outbox], async () => {
        const waiting = new Set((await waitingPayloads('read-notice')).map((payload) => payload.noticeId));
        await db.notices.clear();
        await db.notices.bulkPut(noticesWithWaitingReads(answer.data, waiting, new Date().toISOString()));
      }),
  );
}
