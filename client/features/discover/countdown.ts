import type { CycleWeek } from '../../../shared/discover';
import { momentLabel } from '../../../shared/date-labels';
import { shiftWeek, weekTimes } from '../../../shared/weekly-cycle';

/** What the coral countdown card is about: the release it names and the time left until it. */
export interface CountdownState {
  target: Date;
  remainingMs: number;
  /** "available now!": the target release time has been reached. */
  availableNow: boolean;
  /** The target time has been reached but the saved week does not show that release yet: time to ask again. */
  due: boolean;
}

/**
 * docs/product-rules.md#discover-and-picks: the countdown targets the next Thursday 12:00, so once this week's batch is out it
 * counts down to next week's (before the release, to this week's). It says "available now!" only when that time is
 * reached (the screen then refreshes the batch), never for a batch already out, whose picks may have closed.
 */
export function countdownState(week: CycleWeek, now: Date): CountdownState {
  const target = new Date(week.released ? week.nextReleaseAt : week.releaseAt);
  const remainingMs = Math.max(0, target.getTime() - now.getTime());
  return { target, remainingMs, availableNow: remainingMs === 0, due: remainingMs === 0 };
}

/**
 * Where picking stands, in plain words under the countdown: when picks close and when groups are formed (the same
 * moment in the weekly cycle, shared/weekly-cycle.ts). Null during pre-launch, which has its own note.
 */
export function pickingLine(week: CycleWeek): string | null {
  if (week.discoverOpensAt !== null) return null;
  const at = (iso: string | Date) => momentLabel(iso, week.timeZone);
  if (!week.released) return `picks open ${at(week.releaseAt)} and close ${at(week.pickCloseAt)}, when groups are formed.`;
  if (week.picksOpen) return `this week's picks close ${at(week.pickCloseAt)}, when groups are formed.`;
  const nextClose = weekTimes(shiftWeek(week.week, 1), week.timeZone).pickCloseAt;
  return `this week's picks are closed and its groups are formed. next week's picks close ${at(nextClose)}.`;
}

/** "2d 3h 4m 5s": whole seconds rounded up, so it shows 0s exactly when the time is reached. */
export function formatCountdown(remainingMs: number): string {
  let seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const days = Math.floor(seconds / 86400);
  seconds -= days * 86400;
  const hours = Math.floor(seconds / 3600);
  seconds -= hours * 3600;
  const minutes = Math.floor(seconds / 60);
  seconds -= minutes * 60;
  return `${days}d ${hours}h ${minutes}m ${seconds}s`;
}

/** "2 days, 3 hours, 4 minutes" for screen readers, who should not hear a number change every second. */
export function spokenCountdown(remainingMs: number): string {
  const minutes = Math.ceil(Math.max(0, remainingMs) / 60000);
  const parts: [number, string][] = [
    [Math.floor(minutes / 1440), 'day'],
    [Math.floor((minutes % 1440) / 60), 'hour'],
    [minutes % 60, 'minute'],
  ];
  const said = parts.filter(([count]) => count > 0).map(([count, unit]) => `${count} ${unit}${count === 1 ? '' : 's'}`);
  return said.length > 0 ? said.join(', ') : 'less than a minute';
}
