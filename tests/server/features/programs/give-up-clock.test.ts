import { afterEach, describe, expect, it } from 'vitest';
import type { TIME_OPTIONS } from '../../../../shared/event-formats';
import { JOURNEY_COPY } from '../../../../shared/format-journey';
import type { JourneyView } from '../../../../shared/format-journey-contract';
import { paidProgram } from '../../../helpers/paid-program';
import type { TestApp } from '../../../helpers/test-app';

// Giving up a paid place, on the clock of the program's city: the flexible policy refunds everything until 48 hours
// before the group's first session, counted in real hours to its start in Toronto (across the changes to and from
// daylight saving time), nothing after; once the session has begun the place cannot be given up here at all.
let t: TestApp | undefined;
afterEach(async () => t?.close());

const HOUR = 60 * 60_000;
const NAMES = ['Ana', 'Ben', 'Cleo', 'Dev'];
const TICKET = 4500;

/** Four paid people in one group whose first session is `date` at `time` in Toronto, published `start`. */
async function paidGroup(start: string, date: string, time: (typeof TIME_OPTIONS)[number]) {
  const p = await paidProgram({ start, date, names: NAMES, paying: NAMES, changes: { possibleDates: [{ date, time }] } });
  t = p.t;
  /** At `at`: what the person's page offers back, then what giving up answers and refunds. */
  const giveUpAt = async (name: string, at: Date) => {
    p.clock.set(at.toISOString());
    await p.renew();
    const offered = (await p.journeyOf(name)).me!.giveUp;
    const answer = await p.call<JourneyView>('POST', `/api/event-format/${p.id}/decline`, p.who(name));
    return { offered, status: answer.status, body: answer.body };
  };
  return { p, giveUpAt };
}

describe("giving up a paid place, on the city's clock", () => {
  it('a Saturday 7 p.m. group in Toronto: 51 and 48h01 before, everything back; 47h59 before, nothing; once begun, not here', async () => {
    const { p, giveUpAt } = await paidGroup('2026-12-15T15:00:00Z', '2027-01-02', '19:00-22:00');
    // 7 p.m. on January 2 in Toronto (EST, UTC-5) is midnight UTC on January 3.
    const startsAt = Date.parse('2027-01-03T00:00:00Z');

    const ana = await giveUpAt('Ana', new Date(startsAt - 51 * HOUR));
    expect(ana.offered).toEqual({ refundCents: TICKET });
    expect([ana.status, ana.body.me!.payment]).toEqual([200, { status: 'refunded', amountCents: TICKET, refundedCents: TICKET }]);
    expect(ana.body.me!.message).toBe(
      'your place was cancelled: $45.00 CAD of your $45.00 CAD is refunded, as the cancellation policy says.',
    );

    const ben = await giveUpAt('Ben', new Date(startsAt - 48 * HOUR - 60_000));
    expect([ben.offered, ben.body.me!.payment!.refundedCents]).toEqual([{ refundCents: TICKET }, TICKET]);

    const cleo = await giveUpAt('Cleo', new Date(startsAt - 48 * HOUR + 60_000));
    expect([cleo.offered, cleo.body.me!.payment!.refundedCents]).toEqual([{ refundCents: 0 }, 0]);
    expect(cleo.body.me!.message).toBe(
      'your place was cancelled. The cancellation policy gives no refund this close to the event, so your $45.00 CAD is not refunded.',
    );

    // A minute after the start: nothing to offer, and asking is refused with what to do instead; the place stays paid.
    const dev = await giveUpAt('Dev', new Date(startsAt + 60_000));
    expect(dev.offered).toBeNull();
    expect([dev.status, (dev.body as unknown as { message: string }).message]).toEqual([409, JOURNEY_COPY.alreadyBegun]);
    expect((await p.journeyOf('Dev')).me!.status).toBe('paid');
  });

  it.each([
    // Daylight saving time starts on Sunday, March 14, 2027 (2 a.m. becomes 3 a.m.): 10 a.m. EDT is 14:00 UTC.
    { change: 'spring forward', start: '2027-02-20T15:00:00Z', date: '2027-03-14', startsAt: '2027-03-14T14:00:00Z' },
    // And ends on Sunday, November 7, 2027 (2 a.m. becomes 1 a.m.): 10 a.m. EST is 15:00 UTC.
    { change: 'fall back', start: '2027-10-15T15:00:00Z', date: '2027-11-07', startsAt: '2027-11-07T15:00:00Z' },
  ])(
    'a Sunday 10 a.m. group on the day of the $change: the 48 hours are real hours to the start on the wall clock there',
    async ({ start, date, startsAt }) => {
      const { giveUpAt } = await paidGroup(start, date, '10:00-13:00');
      const at = Date.parse(startsAt);
      const early = await giveUpAt('Ana', new Date(at - 48 * HOUR - 60_000));
      expect([early.status, early.body.me!.payment!.refundedCents]).toEqual([200, TICKET]);
      const late = await giveUpAt('Ben', new Date(at - 48 * HOUR + 60_000));
      expect([late.status, late.body.me!.payment!.refundedCents]).toEqual([200, 0]);
      const begun = await giveUpAt('Cleo', new Date(at + 60_000));
      expect([begun.offered, begun.status]).toEqual([null, 409]);
    },
  );
});
