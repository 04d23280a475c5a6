import { describe, expect, it } from 'vitest';
import { formatStatusWords, hasFuture, heldFrom, timelineRows } from '../../../../../client/features/programs/host/host-words';
import type { HostFormatPeople } from '../../../../../shared/format-journey-contract';

const at = (iso: string) => `${iso}:00.000Z`;
const group = (date: string, sessions: string[], status: 'confirmed' | 'suggested' = 'confirmed'): HostFormatPeople['groups'][number] => ({
  id: date,
  number: 1,
  date,
  time: '19:00-22:00',
  status,
  sessions: sessions.map((day, index) => ({ id: `${date}:${index + 1}`, number: index + 1, date: day, time: '19:00-22:00', moved: false })),
});

// The host's details and lists: statuses that tell the truth, a timeline in order, "mark as held" after the last session.
describe('the host’s words for a format', () => {
  it('says cancelled and completed as such, and a format that is over has nothing ahead', () => {
    expect(formatStatusWords('active', 'cancelled')).toBe('cancelled');
    expect(formatStatusWords('cancelled', 'cancelled')).toBe('cancelled');
    expect(formatStatusWords('completed', 'held')).toBe('completed');
    expect(formatStatusWords('active', 'confirmation')).toBe('active');
    expect([hasFuture('completed', 'held'), hasFuture('active', 'cancelled'), hasFuture('active', 'interest')]).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('lists the windows in order, past ones as closed and the rest as closing, in words on the city’s clock', () => {
    const rows = timelineRows(
      {
        phase: 'selection',
        interestClosesAt: at('2026-11-25T15:00'),
        selectionClosesAt: at('2026-11-27T15:00'),
        confirmationClosesAt: at('2026-12-04T15:00'),
      },
      'toronto',
      new Date('2026-11-26T12:00:00Z'),
    );
    expect(rows).toEqual([
      { label: 'interest closed', when: 'Wednesday, November 25, 2026 at 10 am' },
      { label: 'selection closes', when: 'Friday, November 27, 2026 at 10 am' },
      { label: 'confirmation closes', when: 'Friday, December 4, 2026 at 10 am' },
    ]);
  });

  it('never shows a planned close after a later window’s: a window closed early without its moment kept says "early"', () => {
    // Interest was closed early on the 20th; its planned close (the 30th) was kept, after the selection's real one.
    const rows = timelineRows(
      {
        phase: 'confirmation',
        interestClosesAt: at('2026-11-30T15:00'),
        selectionClosesAt: at('2026-11-22T15:00'),
        confirmationClosesAt: at('2026-12-05T15:00'),
      },
      'toronto',
      new Date('2026-11-25T12:00:00Z'),
    );
    expect(rows.map((row) => [row.label, row.when === 'early' ? 'early' : 'dated'])).toEqual([
      ['interest closed', 'early'],
      ['selection closed', 'dated'],
      ['confirmation closes', 'dated'],
    ]);
  });

  it('shows a called-off format only what had closed', () => {
    const rows = timelineRows(
      {
        phase: 'cancelled',
        interestClosesAt: at('2026-11-25T15:00'),
        selectionClosesAt: at('2026-11-27T15:00'),
        confirmationClosesAt: null,
      },
      'toronto',
      new Date('2026-11-26T12:00:00Z'),
    );
    expect(rows.map((row) => row.label)).toEqual(['interest closed']);
  });

  it('lets a format be marked as held from the start of its last confirmed group’s last session', () => {
    const groups = [group('2026-12-02', ['2026-12-02', '2026-12-09']), group('2026-12-03', ['2026-12-03', '2026-12-10'])];
    // 19:00 in Toronto on December 10 is 00:00 UTC on the 11th.
    expect(heldFrom(groups, 'toronto')?.toISOString()).toBe('2026-12-11T00:00:00.000Z');
    expect(heldFrom([group('2026-12-02', ['2026-12-02'], 'suggested')], 'toronto')).toBeNull();
  });
});
