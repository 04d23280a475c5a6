import type { NoticeKind } from '../../../shared/groups';
import { outcomeCopy, outcomeEndsAt, venueSetCopy, type WeekOutcomeKind } from '../../../shared/week-outcome';
import type { Repos } from '../../plugins/repos';
import { groupFacts, timeZoneOf } from './group-view';
import type { GroupRow } from './repo';
import type { WeekOutcomes } from './week-outcome';

/** The notice each outcome sends; states reached by the clock alone (before or after matching) send none. */
const NOTICE_KINDS: Record<WeekOutcomeKind, NoticeKind | null> = {
  'before-matching': null,
  'after-matching': null,
  'not-placed': 'not-placed',
  'no-picks': 'no-picks',
  invited: 'invited',
  accepted: 'accepted',
  declined: 'declined',
  cancelled: 'cancelled',
  confirmed: 'group-confirmed',
  dissolved: 'group-dissolved',
  expired: 'invite-expired',
};

/**
 * Outcome notices (in the app, then by e-mail). Their words come from the member's week outcome as
 * week-outcome.ts decides it, the same answer /home and /group show, so the three never disagree.
 */
export function outcomeNotices(repos: Repos, now: () => Date, outcomes: WeekOutcomes) {
  const { notices, groups, discover } = repos;

  return {
    /** Tells each member where their week stands now. Runs inside the caller's transaction. */
    async notify(userIds: string[], city: string, week: string): Promise<void> {
      const at = now().toISOString();
      for (const userId of userIds) {
        const outcome = await outcomes.of(userId, city, week);
        const kind = NOTICE_KINDS[outcome.kind];
        if (!kind) continue;
        const groupId = 'groupId' in outcome ? outcome.groupId : null;
        await notices.add({ userId, week, kind, groupId, ...outcomeCopy(outcome), expiresAt: outcomeEndsAt(outcome) }, at);
      }
    },
    /** Once a member answers, their invite notice stops asking them to ("accept, or decline") and says what comes next. */
    async afterAnswer(userId: string, group: GroupRow): Promise<void> {
      const outcome = await outcomes.of(userId, group.city, group.week);
      const kind = NOTICE_KINDS[outcome.kind];
      if (kind && kind !== 'invited')
        await notices.reword(userId, group.id, 'invited', { kind, ...outcomeCopy(outcome), expiresAt: outcomeEndsAt(outcome) });
    },
    /** The venue booker named the venue: the rest of the group hears where. */
    async venueSet(userIds: string[], group: GroupRow): Promise<void> {
      const facts = await groupFacts(group, await groups.invitesOf(group.id), discover);
      const copy = venueSetCopy(facts, timeZoneOf(group));
      const at = now().toISOString();
      const notice = { week: group.week, kind: 'venue-set' as const, groupId: group.id, ...copy, expiresAt: facts.meetsAt };
      for (const userId of userIds) await notices.add({ userId, ...notice }, at);
    },
  };
}

export type OutcomeNotices = ReturnType<typeof outcomeNotices>;
