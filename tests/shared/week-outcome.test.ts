import { describe, expect, it } from 'vitest';
import { outcomeCopy, venueSetCopy, type WeekOutcome, type WeekOutcomeKind } from '../../shared/week-outcome';

const times = { timeZone: 'America/Toronto', nextReleaseAt: '2026-11-26T17:00:00.000Z', nextMatchingAt: '2026-11-30T14:00:00.000Z' };
const facts = {
  meetsAt: '2026-11-28T14:00:00.000Z',
  neighborhood: 'east-end',
  inviteDeadlineAt: '2026-11-25T14:00:00.000Z',
  size: 5,
  venueBooker: 'Hugo',
  venue: null,
};
const GROUP_KINDS = ['invited', 'accepted', 'confirmed', 'dissolved', 'declined', 'expired'] as const;
const outcome = (kind: WeekOutcomeKind): WeekOutcome =>
  kind === 'before-matching'
    ? { ...times, kind, matchingAt: '2026-11-23T14:00:00.000Z' }
    : (GROUP_KINDS as readonly string[]).includes(kind)
      ? { ...times, kind: kind as (typeof GROUP_KINDS)[number], groupId: 'g1', facts }
      : { ...times, kind: kind as 'after-matching' | 'not-placed' | 'no-picks' };

describe('outcomeCopy: the words of /home, /group and the e-mail', () => {
  it('before matching says when groups are formed, in the city time zone', () => {
    expect(outcomeCopy(outcome('before-matching'))).toEqual({
      title: 'no group yet',
      body: "groups are formed monday, november 23 at 9 am from this week's picks. if one forms for you, your invite shows up here and in your e-mail.",
    });
  });

  it('left out with picks: priority next week; left out without picks: pick next week, never "around your picks"', () => {
    expect(outcomeCopy(outcome('not-placed')).body).toBe(
      "we couldn't form a group around your picks this time. you'll have priority next week, and new faces arrive thursday, november 26 at noon.",
    );
    const noPicks = outcomeCopy(outcome('no-picks'));
    expect(noPicks.title).toBe('no group for you this week');
    expect(noPicks.body).not.toContain('around your picks');
    expect(noPicks.body).toContain("you didn't pick anyone this week");
    expect(noPicks.body).toContain('before monday, november 30 at 9 am');
  });

  it('an invite asks for an answer; once accepted it says what happens at the deadline instead', () => {
    expect(outcomeCopy(outcome('invited')).body).toBe(
      '5 people, coffee saturday, november 28 at 9 am in east end. answer by wednesday, november 25 at 9 am: accept, or decline with no penalty.',
    );
    const accepted = outcomeCopy(outcome('accepted'));
    expect(accepted.body).not.toMatch(/accept, or decline/);
    expect(accepted.body).toContain('at wednesday, november 25 at 9 am the group is confirmed if at least 4 people accepted');
  });

  it('a confirmed group names the venue once it is set, else who books it', () => {
    expect(outcomeCopy(outcome('confirmed')).body).toContain('Hugo is booking the venue');
    const withVenue: WeekOutcome = {
      ...times,
      kind: 'confirmed',
      groupId: 'g1',
      facts: { ...facts, venue: { name: 'Sam James', address: '297 Harbord St' } },
    };
    expect(outcomeCopy(withVenue).body).toBe('coffee saturday, november 28 at 9 am in east end at Sam James, 297 Harbord St.');
    expect(venueSetCopy(withVenue.kind === 'confirmed' ? withVenue.facts : facts, times.timeZone).title).toBe('your venue is set');
  });

  it("no outcome says anything about anyone else's picks", () => {
    const kinds: WeekOutcomeKind[] = ['before-matching', 'after-matching', 'not-placed', 'no-picks', ...GROUP_KINDS];
    for (const kind of kinds)
      expect(JSON.stringify(outcomeCopy(outcome(kind))), kind).not.toMatch(/mutual|picked you|level [0-5]|perfect match|attracted/i);
  });
});
