import { describe, expect, it } from 'vitest';
import {
  dateWords,
  dayWords,
  momentWords,
  sessionMinutes,
  shortDateWords,
  ticketWords,
  timeWords,
  whenWords,
} from '../../shared/format-words';

// A program's dates, times and prices as the host and the participants read them (never '2026-12-13').
describe('format words', () => {
  it('writes a day of the city calendar out, whatever the reader’s own time zone', () => {
    expect(dateWords('2026-12-13')).toBe('Sunday, December 13, 2026');
    expect(dateWords('2027-01-01')).toBe('Friday, January 1, 2027');
    expect(shortDateWords('2026-12-13')).toBe('Sun, Dec 13');
  });

  it('writes a time range in words, with am or pm once when both ends share it', () => {
    expect(timeWords('19:00-22:00')).toBe('7 to 10 pm');
    expect(timeWords('10:00-13:00')).toBe('10 am to 1 pm');
    expect(timeWords('12:00-15:00')).toBe('noon to 3 pm');
    expect(timeWords('20:00-23:00')).toBe('8 to 11 pm');
    expect(whenWords('2026-12-13', '19:00-21:00')).toBe('Sunday, December 13, 2026, 7 to 9 pm');
  });

  it('tells an instant on the clock of the format’s city: a Toronto close at 03:00 UTC is the evening before', () => {
    expect(momentWords('2026-12-12T03:00:00.000Z', 'toronto')).toBe('Friday, December 11, 2026 at 10 pm');
    expect(dayWords('2026-07-01T16:30:00.000Z', 'toronto')).toBe('Wednesday, July 1, 2026');
  });

  it('measures a session from its time range, one that passes midnight too', () => {
    expect(sessionMinutes('2026-12-13', '19:00-22:00', 'toronto')).toBe(180);
    expect(sessionMinutes('2026-12-13', '19:00-21:00', 'toronto')).toBe(120);
    expect(sessionMinutes('2026-12-13', '23:00-01:00', 'vancouver')).toBe(120);
  });

  it('shows the ticket as the price per session times the sessions, and one session as a plain ticket, each amount in its currency', () => {
    expect(ticketWords(45, 6, 'CAD')).toBe('$45 CAD per session × 6 sessions = $270 CAD ticket');
    expect(ticketWords(45, 1, 'CAD')).toBe('$45 CAD ticket, 1 session');
    expect(ticketWords(12.5, 2, 'cad')).toBe('$12.50 CAD per session × 2 sessions = $25 CAD ticket');
  });
});
