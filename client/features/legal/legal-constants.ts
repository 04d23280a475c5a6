/** Facts the terms and the privacy policy must agree on (docs/product-rules.md#public-pages). */
import { monthName } from '../../../shared/month-names';

/** The day both legal documents took effect, as an ISO calendar date. */
export const LEGAL_EFFECTIVE_DATE = '2025-01-15';

/** The terms state a minimum age of 20; the onboarding age input starts at the same number. */
export const MINIMUM_AGE = 20;

/** The deposit held when a member accepts an invite or registers for an experience, in dollars. */
export const MEMBER_DEPOSIT_DOLLARS = 10;

/** If no group is assembled within this many months, the deposit is refunded automatically. */
export const DEPOSIT_REFUND_MONTHS = 3;

/** The share of a host's ticket revenue the platform keeps, in percent. */
export const PLATFORM_FEE_PERCENT = 20;

/**
 * 'Effective January 15, 2025' from '2025-01-15'. Parsed by hand rather than through Date so the
 * reader's time zone can never move the day.
 */
export function formatEffectiveDate(isoDate: string = LEGAL_EFFECTIVE_DATE): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? monthName(Number(match[2])) : undefined;
  if (!match || !month) throw new Error(`Not an ISO calendar date: ${isoDate}`);
  return `Effective ${month} ${Number(match[3])}, ${match[1]}`;
}
