import { describe, expect, it } from 'vitest';
import type { HostSessions } from '../../../../../shared/format-check-in-contract';
import { hostingOutboxKinds } from '../../../../../client/features/programs/host/outbox';
import { anySessionDay, sessionShows } from '../../../../../client/features/programs/host/session-attendance';

const session = (number: number, date: string): HostSessions['groups'][number]['sessions'][number] => ({
  id: `g1:${number}`,
  number,
  date,
  time: '19:00-22:00',
  // 19:00-22:00 in Toronto is 00:00-03:00 UTC the next day.
  opensAt: new Date(Date.parse(`${date}T23:00:00Z`)).toISOString(),
  closesAt: new Date(Date.parse(`${date}T23:00:00Z`) + 4 * 3_600_000).toISOString(),
  hostClosesAt: new Date(Date.parse(`${date}T23:00:00Z`) + 28 * 3_600_000).toISOString(),
  code: '0427',
  checkIns: [],
});
const sessions: HostSessions = {
  timeZone: 'America/Toronto',
  groups: [{ groupId: 'g1', number: 1, participants: [], sessions: [session(1, '2026-12-30'), session(2, '2027-01-06')] }],
};

describe("the host's sessions", () => {
  it('a session shows its code and taps on its day in the city, and while the host may still check someone in', () => {
    const first = sessions.groups[0]!.sessions[0]!;
    // Noon in Toronto on the day: before checking in opens, the code is already there to show.
    expect(sessionShows(first, new Date('2026-12-30T17:00:00Z'), 'America/Toronto')).toBe('check-in');
    // The next morning the host may still put right who came.
    expect(sessionShows(first, new Date('2026-12-31T15:00:00Z'), 'America/Toronto')).toBe('check-in');
    expect(sessionShows(first, new Date('2027-01-01T12:00:00Z'), 'America/Toronto')).toBe('held');
    expect(sessionShows(sessions.groups[0]!.sessions[1]!, new Date('2026-12-30T17:00:00Z'), 'America/Toronto')).toBe('later');
  });

  it("asks for new check-ins on a session's day only", () => {
    expect(anySessionDay(sessions, new Date('2026-12-30T12:00:00Z'))).toBe(true);
    expect(anySessionDay(sessions, new Date('2026-12-31T01:00:00Z'))).toBe(true);
    expect(anySessionDay(sessions, new Date('2027-01-02T12:00:00Z'))).toBe(false);
    expect(anySessionDay(sessions, new Date('2026-12-29T12:00:00Z'))).toBe(false);
  });

  it("the host's tap is POST .../sessions/:sessionId/check-in/:interestId with the device's time", () => {
    const request = hostingOutboxKinds['session-host-check-in'].request({
      formatId: 'f1',
      sessionId: 'g1:1',
      interestId: 'i1',
      at: '2026-12-31T01:00:00.000Z',
    });
    expect(request).toMatchObject({ path: '/api/event-format/f1/sessions/g1%3A1/check-in/i1', method: 'POST' });
    expect(JSON.parse(request.body as string)).toEqual({ at: '2026-12-31T01:00:00.000Z' });
  });
});
