import { describe, expect, it } from 'vitest';
import type { DeletionPlan } from '../../../../shared/my-data-contract';
import { cityTimeLabel, nowSentences, waitSentence, whenSentence } from '../../../../client/features/my-data/deletion-copy';

const TZ = 'America/Toronto';
const plan = (over: Partial<DeletionPlan>): DeletionPlan => ({
  timeZone: TZ,
  demo: false,
  released: [],
  groupsLeft: [],
  waits: [],
  deletesBy: null,
  ...over,
});

describe("the delete-account screen's words", () => {
  it('names the city whose time the dates are in', () => {
    expect(cityTimeLabel('America/Toronto')).toBe('Toronto time');
    expect(cityTimeLabel('America/Port_of_Spain')).toBe('Port of Spain time');
  });

  it('says a group left before the deadline costs nothing, and an experience deposit comes back now', () => {
    const words = nowSentences(
      plan({
        groupsLeft: [{ meetsAt: '2026-11-28T14:00:00.000Z', late: false }],
        released: [{ purpose: 'experience', amountCents: 1000, currency: 'cad' }],
      }),
    );
    expect(words).toEqual([
      "You leave your group meeting saturday, november 28 at 9 am. It's before the invite deadline, so it costs nothing.",
      'Your $10.00 experience deposit is released now: no group was assembled for it yet.',
    ]);
  });

  it('says a met group settles by attendance, a payment within minutes, and that nothing waits when nothing does', () => {
    const attendance = {
      kind: 'group-deposit' as const,
      outcome: 'attendance' as const,
      meetsAt: '2026-11-28T14:00:00.000Z',
      until: '2026-11-29T17:00:00.000Z',
      amountCents: 1000,
      currency: 'cad',
    };
    expect(waitSentence(attendance, TZ)).toBe(
      'Your $10.00 deposit for the meetup on saturday, november 28 is settled on sunday, november 29 at noon: released if you came, charged if not.',
    );
    expect(waitSentence({ ...attendance, kind: 'payment', outcome: null, meetsAt: null, amountCents: 500 }, TZ)).toBe(
      'A payment of yours ($5.00) is still going through: it settles within minutes.',
    );
    expect(whenSentence(plan({}), 'ana@example.com')).toBe(
      'Nothing of yours has to settle first: your account is deleted at once, and we e-mail ana@example.com when it is done.',
    );
  });
});
