import { formatAmount } from '../../../shared/money';
import type { DepositTerms } from '../../../shared/payments-contract';

/** docs/product-rules.md#deposits-and-check-in, the experience registration's deposit, verbatim in its parts. */
export const EXPERIENCE_DEPOSIT_COPY =
  'optional now, later mandatory, applied to the event payment, and refunded automatically if no group is assembled within three months.';

/** What /payment says, in plain words, for the installation's deposit (amount from DEPOSIT_CENTS). */
export function depositExplained(terms: DepositTerms) {
  const amount = formatAmount(terms.amountCents, terms.currency);
  return {
    amount,
    held: `${amount} is held on your card when you accept a group invite. It is reserved, not charged.`,
    released:
      'The hold is released after the meetup once you have come. It is released at once if you decline before the invite deadline, or if your group does not come together.',
    noShow: `If you do not come, the ${amount} is charged.`,
    experience: `For an experience registration the deposit is ${amount}: ${EXPERIENCE_DEPOSIT_COPY}`,
  };
}

/** Said on every payment screen when no payments provider is set up. */
export const DEMO_PAYMENTS = 'demo payments: no money moves here. No card is asked for and nothing is ever charged.';
