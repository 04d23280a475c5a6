import crypto from 'node:crypto';
import { EXPERIENCES_TIME_ZONE } from '../../../shared/experiences';
import { formatAmount } from '../../../shared/money';
import { cityById, meetingAt, weekAt } from '../../../shared/weekly-cycle';
import type { Repos } from '../../plugins/repos';
import type { ScheduledHoldRow } from './saved-cards-repo';

/** What the member is told when the hold placed later with their saved card was refused (e.g. the bank wanted them). */
export function notHeldCopy(what: string, amount: string): { title: string; body: string } {
  return {
    title: 'your deposit could not be held',
    body:
      `your bank did not let us hold the ${amount} deposit for ${what} with your saved card (it may want you to confirm ` +
      'it yourself). nothing was charged, and your place is kept without a deposit.',
  };
}

/** One notice per member and commitment (its id is a hash of both), so a repeated or concurrent tick adds none. */
export const notHeldNoticeId = (due: Pick<ScheduledHoldRow, 'userId' | 'purpose' | 'subjectId'>) =>
  `deposit-not-held:${crypto.createHash('sha256').update(`${due.purpose}\n${due.subjectId}\n${due.userId}`).digest('hex').slice(0, 32)}`;

/**
 * Tells a member that the hold scheduled with their saved card failed when it was placed: in the app and,
 * like every notice, by e-mail. Without it the member would believe a deposit holds their place.
 */
export function depositNotHeldNotice(
  { groups, notices, catalog }: Pick<Repos, 'groups' | 'notices' | 'catalog'>,
  amountCents: number,
  currency: string,
  now: () => Date,
) {
  const amount = formatAmount(amountCents, currency);
  return async (due: ScheduledHoldRow): Promise<void> => {
    const group = due.purpose === 'group' ? await groups.find(due.subjectId) : null;
    const experience = due.purpose === 'experience' ? await catalog.find(due.subjectId) : null;
    const what = group ? "your group's meetup" : experience ? `“${experience.title}”` : 'your experience';
    await notices.addOnce(
      notHeldNoticeId(due),
      {
        userId: due.userId,
        week: group?.week ?? weekAt(now(), EXPERIENCES_TIME_ZONE),
        kind: 'deposit-not-held',
        groupId: group?.id ?? null,
        ...notHeldCopy(what, amount),
        // Once the group has met, the missing hold is no longer news.
        expiresAt: group ? meetingAt(group.week, group.slot, cityById(group.city)!.timeZone).toISOString() : null,
      },
      now().toISOString(),
    );
  };
}
