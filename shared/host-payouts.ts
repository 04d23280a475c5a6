/**
 * How a host's 80% reaches them, as the server says (GET /api/site-links, hostPayouts): by arrangement (we e-mail the
 * host to pay them out after their program) until payouts are automated, then after each session to their bank account.
 */
export const HOST_PAYOUTS = ['by-arrangement', 'after-each-session'] as const;
export type HostPayouts = (typeof HOST_PAYOUTS)[number];

/** The sentence the hosts page's chat and the billing page say about payouts. */
export const HOST_PAYOUT_WORDS: Record<HostPayouts, string> = {
  'by-arrangement': 'payouts to hosts are not automated yet: once your program has run, we e-mail you to arrange paying out your 80%.',
  'after-each-session': 'your 80% is paid out after each session to the bank account you add in your host dashboard.',
};
