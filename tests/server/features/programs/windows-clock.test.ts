import { afterEach, describe, expect, it } from 'vitest';
import { formatJourney } from '../../../helpers/format-journey';
import { fakeClock } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// A format's windows never run past its dates: payment always closes by the refund cutoff (48 hours before the first
// session, on the city's clock), whether the interest period was extended for low interest or the host approved the
// groups late. Dates are 10 a.m. in Toronto (EST, 15:00 UTC).
let t: TestApp | undefined;
afterEach(async () => t?.close());

const clock = fakeClock('2026-12-01T15:00:00Z');
const j = formatJourney(() => t!.app, clock.now);
const DAY = 24 * 60 * 60_000;

async function start() {
  clock.set('2026-12-01T15:00:00Z');
  t = await buildTestApp({ now: clock.now });
}

describe("a format's windows and its dates", () => {
  it('low interest with room before the first date: the interest period is extended only as far as the cutoff allows', async () => {
    await start();
    // December 21 at 10 a.m.: its cutoff is December 19 at 10 a.m.; from December 8 that leaves 11 days, 6 of them for
    // interest after selection (2) and confirmation (3): payment then closes at the cutoff itself.
    const s = await j.publish({}, { lowInterestStrategy: 'extend-period' }, '2026-12-21');
    await j.interested(s, ['Ana', 'Ben']);
    clock.set('2026-12-08T15:00:00Z');
    await j.signInAgain();
    const extended = await j.advance(s);
    expect(extended.phase).toBe('interest');
    expect(extended.interestClosesAt).toBe('2026-12-14T15:00:00.000Z');
    expect(extended.confirmationClosesAt).toBe('2026-12-19T15:00:00.000Z');
    expect(Date.parse(extended.confirmationClosesAt!)).toBeLessThanOrEqual(Date.parse('2026-12-21T15:00:00Z') - 2 * DAY);
    const notice = (await j.people(s)).notices.find((n) => n.kind === 'host-extended')!;
    expect(notice.body).toContain('6 days');
  });

  it('low interest with no whole day to spare: called off, saying so, instead of running past the date', async () => {
    await start();
    // December 16 at 10 a.m., the earliest date published on December 1 (7 + 2 + 3 + 3 days), published at 3 p.m.:
    // when the interest period ends at 3 p.m. on the 8th, 5 days and 19 hours are left before the cutoff on the 14th,
    // which selection (2) and confirmation (3) fill with less than a day to spare.
    clock.set('2026-12-01T20:00:00Z');
    const s = await j.publish({}, { lowInterestStrategy: 'extend-period' }, '2026-12-16');
    await j.interested(s, ['Ana', 'Ben']);
    clock.set('2026-12-08T20:00:00Z');
    await j.signInAgain();
    const answer = await j.advance(s);
    expect(answer.phase).toBe('cancelled');
    const notice = (await j.people(s)).notices.find((n) => n.kind === 'host-called-off')!;
    expect(notice.body).toContain('no time left before its first date to gather more');
  });

  it('groups approved late: payment closes at the cutoff, not three days on; approved inside it, a day to pay', async () => {
    await start();
    /** A format for December 21 whose groups wait for the host's approval. */
    const waitingForReview = async () => {
      const s = await j.publish({}, { hostApproval: true }, '2026-12-21');
      const people = await j.interested(s, ['Ana', 'Ben', 'Cleo', 'Dev']);
      await j.advance(s);
      await j.allPick(s, people);
      const review = await j.advance(s);
      expect(review.phase).toBe('review');
      return { s, groupId: review.groups[0]!.id };
    };
    const approveAt = async ({ s, groupId }: Awaited<ReturnType<typeof waitingForReview>>, at: string) => {
      clock.set(at);
      await j.signInAgain();
      const approved = await j.call<{ phase: string; confirmationClosesAt: string }>(
        'POST',
        `/api/event-format/${s.id}/groups/${groupId}/approve`,
        s.host,
      );
      expect(approved.body.phase).toBe('confirmation');
      return approved.body.confirmationClosesAt;
    };
    const late = await waitingForReview();
    const later = await waitingForReview();
    // Approved on December 18: three more days would end on the 21st itself; payment closes on the 19th.
    expect(await approveAt(late, '2026-12-18T15:00:00Z')).toBe('2026-12-19T15:00:00.000Z');
    // Approved on the 19th at 8 p.m., past the cutoff: a day to pay all the same.
    expect(await approveAt(later, '2026-12-20T01:00:00Z')).toBe('2026-12-21T01:00:00.000Z');
  });
});
