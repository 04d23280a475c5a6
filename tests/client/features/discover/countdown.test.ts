import { describe, expect, it } from 'vitest';
import { countdownState, formatCountdown, pickingLine, spokenCountdown } from '../../../../client/features/discover/countdown';
import { cycleWeek } from '../../../helpers/cycle-week';

// Week of Thursday 2026-11-19, America/Toronto (UTC-5): release 17:00Z, picks close Monday 14:00Z.
const week = cycleWeek;

describe('countdownState', () => {
  it("counts down to next Thursday at noon as soon as this week's batch is out, picks open or not (docs/product-rules.md#discover-and-picks)", () => {
    for (const picksOpen of [true, false]) {
      const state = countdownState(week({ picksOpen }), new Date('2026-11-21T10:00:00Z'));
      expect(state).toEqual({
        target: new Date('2026-11-26T17:00:00.000Z'),
        remainingMs: 5 * 86_400_000 + 7 * 3_600_000,
        availableNow: false,
        due: false,
      });
    }
  });

  it("counts down to this week's release before it is released", () => {
    const state = countdownState(week({ released: false, picksOpen: false }), new Date('2026-11-19T16:00:00Z'));
    expect(state.target).toEqual(new Date('2026-11-19T17:00:00.000Z'));
    expect(state.remainingMs).toBe(3_600_000);
    expect(state.availableNow).toBe(false);
  });

  it("counts down to next week's release once picks have closed", () => {
    const state = countdownState(week({ picksOpen: false }), new Date('2026-11-24T17:00:00Z'));
    expect(state.target).toEqual(new Date('2026-11-26T17:00:00.000Z'));
    expect(state.remainingMs).toBe(2 * 86_400_000);
    expect(state.availableNow).toBe(false);
  });

  it('says available now at zero, even before the server has marked the week released', () => {
    const state = countdownState(week({ released: false }), new Date('2026-11-19T17:00:00Z'));
    expect(state.remainingMs).toBe(0);
    expect(state.availableNow).toBe(true);
    expect(state.due).toBe(true);
  });

  it('is due again when a saved week is a whole cycle old', () => {
    const state = countdownState(week({ picksOpen: false }), new Date('2026-11-27T09:00:00Z'));
    expect(state.target).toEqual(new Date('2026-11-26T17:00:00.000Z'));
    expect(state).toMatchObject({ availableNow: true, due: true });
  });
});

describe('pickingLine', () => {
  it('says plainly when picks close and that groups are formed then', () => {
    expect(pickingLine(week())).toBe("this week's picks close monday, november 23 at 9 am, when groups are formed.");
    expect(pickingLine(week({ released: false, picksOpen: false }))).toBe(
      'picks open thursday, november 19 at noon and close monday, november 23 at 9 am, when groups are formed.',
    );
  });

  it("once picks are closed (by the clock or by matching run early) says so, with next week's close", () => {
    expect(pickingLine(week({ picksOpen: false }))).toBe(
      "this week's picks are closed and its groups are formed. next week's picks close monday, november 30 at 9 am.",
    );
  });

  it('says nothing during pre-launch (the pre-launch note does)', () => {
    expect(pickingLine(week({ picksOpen: false, discoverOpensAt: '2027-02-14T05:00:00.000Z' }))).toBeNull();
  });
});

describe('formatCountdown', () => {
  it('writes Nd Nh Nm Ns', () => {
    expect(formatCountdown(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toBe('2d 3h 4m 5s');
    expect(formatCountdown(0)).toBe('0d 0h 0m 0s');
  });

  it('rounds part seconds up, so 0s means the time is reached', () => {
    expect(formatCountdown(400)).toBe('0d 0h 0m 1s');
    expect(formatCountdown(-5000)).toBe('0d 0h 0m 0s');
  });
});

describe('spokenCountdown', () => {
  it('says days, hours and minutes without seconds', () => {
    expect(spokenCountdown(((1 * 24 + 2) * 3600 + 1 * 60) * 1000)).toBe('1 day, 2 hours, 1 minute');
    expect(spokenCountdown(90_000)).toBe('2 minutes');
    expect(spokenCountdown(0)).toBe('less than a minute');
  });
});
