import { momentLabel } from './date-labels';
import type { ReleaseTerms } from './groups-contract';
import { formatAmount } from './money';

const NO_SHOW = "it doesn't count as a no-show.";

/**
 * The words of "can't make it", from the facts the server gives (ReleaseTerms): the dialog's question, and what /group,
 * /home and the notice e-mail say once the place is released. One function, so the two always agree about the deposit.
 */
export function releaseCopy(terms: ReleaseTerms, timeZone: string): { question: string; released: string } {
  const amount = formatAmount(terms.amountCents, terms.currency);
  if (!terms.afterDeadline) {
    const deadline = momentLabel(terms.deadlineAt, timeZone);
    const deposit = terms.depositHeld ? ` and your ${amount} deposit is released` : '';
    return {
      question: `your place goes back to the group${deposit}. there's no penalty before the invite deadline, ${deadline}: you can try again next week.`,
      released: `your place went back to the group${deposit}. there's no penalty: you can try again next week.`,
    };
  }
  if (terms.costsDeposit)
    return {
      question: `your place is offered to someone who wasn't placed this week. it's after the invite deadline, so your ${amount} deposit is charged. ${NO_SHOW}`,
      released: `your place was released for someone else. it was after the invite deadline, so your ${amount} deposit is charged; ${NO_SHOW}`,
    };
  return {
    question: `your place is offered to someone who wasn't placed this week. no deposit is held for you, so nothing is charged. ${NO_SHOW}`,
    released: `your place was released for someone else. no deposit was held for you, so nothing is charged; ${NO_SHOW}`,
  };
}
