import { checkInWindow } from '../../../shared/format-check-in';
import type { FormatGroupRow } from './journey-repo';
import type { CheckInRow, FormatSessionRow } from './sessions-repo';

export interface Attendance {
  /** Check-ins of paid participants at sessions held so far. */
  checkIns: number;
  /** Paid participants times sessions held so far, group by group: the check-ins there would be if everyone came. */
  expected: number;
  /** Paid participants who checked in at one session held so far or more (a count of people, as the funnel's stages). */
  people: number;
}

/**
 * A format's attendance from its check-ins, per session. A session counts as held once it has begun, or earlier once
 * someone checked in to it (checking in opens an hour before). Only confirmed groups' sessions and their paid
 * participants count: for each held session, its group's paid participants are expected and those of them who checked
 * in came. The rate is checkIns / expected (null while nothing is expected: no session held yet).
 */
export function attendanceOf(
  groups: readonly FormatGroupRow[],
  members: readonly { groupId: string; interestId: string }[],
  paid: ReadonlySet<string>,
  sessions: readonly FormatSessionRow[],
  checkIns: readonly CheckInRow[],
  timeZone: string,
  now: Date,
): Attendance {
  const confirmed = new Set(groups.filter((group) => group.status === 'confirmed').map((group) => group.id));
  const paidIn = new Map<string, Set<string>>();
  for (const member of members)
    if (confirmed.has(member.groupId) && paid.has(member.interestId))
      paidIn.set(member.groupId, (paidIn.get(member.groupId) ?? new Set()).add(member.interestId));
  let expected = 0;
  let came = 0;
  const people = new Set<string>();
  for (const session of sessions) {
    const expectedHere = paidIn.get(session.groupId);
    if (!expectedHere) continue;
    const here = checkIns.filter((row) => row.sessionId === session.id && expectedHere.has(row.interestId));
    if (checkInWindow(session, timeZone).startsAt > now.getTime() && here.length === 0) continue;
    expected += expectedHere.size;
    came += here.length;
    for (const row of here) people.add(row.interestId);
  }
  return { checkIns: came, expected, people: people.size };
}

/** Check-ins over expected check-ins, in whole percent; null while nothing is expected. */
export const attendanceRate = ({ checkIns, expected }: Pick<Attendance, 'checkIns' | 'expected'>): number | null =>
  expected > 0 ? Math.round((checkIns / expected) * 100) : null;
