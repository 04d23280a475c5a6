import { describe, expect, it } from 'vitest';
import { releaseCopy } from '../../shared/cant-make-it';
import type { ReleaseTerms } from '../../shared/groups';

const TZ = 'America/Toronto';
const terms = (over: Partial<ReleaseTerms>): ReleaseTerms => {
  const base = { deadlineAt: '2026-11-25T14:00:00.000Z', afterDeadline: true, depositHeld: true, amountCents: 1000, currency: 'cad' };
  const merged = { ...base, ...over };
  return { ...merged, costsDeposit: merged.afterDeadline && merged.depositHeld };
};

describe("the words of can't make it", () => {
  it('after the deadline with a deposit held: the question and what is said after both charge that deposit', () => {
    expect(releaseCopy(terms({}), TZ)).toEqual({
      question:
        "your place is offered to someone who wasn't placed this week. it's after the invite deadline, so your $10.00 deposit is charged. it doesn't count as a no-show.",
      released:
        "your place was released for someone else. it was after the invite deadline, so your $10.00 deposit is charged; it doesn't count as a no-show.",
    });
  });

  it('after the deadline with no deposit held (a hold the bank refused): both say nothing is charged', () => {
    expect(releaseCopy(terms({ depositHeld: false }), TZ)).toEqual({
      question:
        "your place is offered to someone who wasn't placed this week. no deposit is held for you, so nothing is charged. it doesn't count as a no-show.",
      released:
        "your place was released for someone else. no deposit was held for you, so nothing is charged; it doesn't count as a no-show.",
    });
  });

  it('before the deadline: the deposit, if held, is released, and the deadline is named in the city’s time', () => {
    expect(releaseCopy(terms({ afterDeadline: false }), TZ)).toEqual({
      question:
        "your place goes back to the group and your $10.00 deposit is released. there's no penalty before the invite deadline, wednesday, november 25 at 9 am: you can try again next week.",
      released: "your place went back to the group and your $10.00 deposit is released. there's no penalty: you can try again next week.",
    });
    expect(releaseCopy(terms({ afterDeadline: false, depositHeld: false }), TZ).question).toBe(
      "your place goes back to the group. there's no penalty before the invite deadline, wednesday, november 25 at 9 am: you can try again next week.",
    );
  });
});
