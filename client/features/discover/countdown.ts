import type { CycleWeek } from '../../../shared/discover';

/** What the coral countdown card is about: the release it names and the time left until it. */
export interface CountdownState {
  target: Date;
  remainingMs: number;
  /** "available now!": this week's batch is out and picks are open, or the target time has been reached. */
  availableNow: boolean;
  /** The target time has been reached but the saved week does not show that release yet: time to ask again. */
  due: boolean;
}

/**
 * While this week's batch is released and picks are still open, the card is about this week's release and says
 * "available now!"; otherwise it counts down to the next release (this week's if not released yet, else next
 * week's). Reaching zero also means "available now!" (the screen then refreshes the batch).
 */
export function countdownState(week: CycleWeek, now: Date): CountdownState {
  const releaseAt = new Date(week.releaseAt);
  if (week.released && now.getTime() < new Date(week.pickCloseAt).getTime()) {
    return { target: releaseAt, remainingMs: 0, availableNow: true, due: false };
  }
  const target = week.released ? new Date(week.nextReleaseAt) : releaseAt;
  const remainingMs = Math.max(0, target.getTime() - now.getTime());
  return { target, remainingMs, availableNow: remainingMs === 0, due: remainingMs === 0 };
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
  const parts: [number, string][] = [[Math.floor(minutes / 1440), 'day'], [Math.floor((minutes % 1440) / 60), 'hour'], [minutes % 60, 'minute']];
  const said = parts.filter(([count]) => count > 0).map(([count, unit]) => `${count} ${unit}${count === 1 ? '' : 's'}`);
  return said.length > 0 ? said.join(', ') : 'less than a minute';
}
