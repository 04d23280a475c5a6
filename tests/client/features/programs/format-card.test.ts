import { describe, expect, it } from 'vitest';
import { formatCard } from '../../../../client/features/programs/format/format-card';
import { isListed } from '../../../../client/features/programs/format/use-published-formats';
import { programCard } from '../../../../client/features/programs/program-card';
import { findProgram } from '../../../../client/features/programs/programs-content';
import type { EventFormatView } from '../../../../shared/event-formats-contract';
import { eventFormatPayload } from '../../../helpers/event-format-payload';

const view = (changes: Partial<EventFormatView['format']> = {}, status: Partial<EventFormatView> = {}): EventFormatView => ({
  id: 'f1',
  status: 'active',
  phase: 'interest',
  title: 'Wheel pottery',
  format: eventFormatPayload({ category: 'arts & crafts', ...changes }, '2026-12-13'),
  mine: false,
  claimed: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  publishedAt: '2026-11-20T10:00:00.000Z',
  ...status,
});

// A host's format on /programs looks like a sample program: art, weeks, session length, group size, price per session.
describe("a host's format as a card", () => {
  it('shows a weekly series as weeks, the session length from its time range, the group size and the price per session', () => {
    const card = formatCard(view({ sessions: { count: 6, everyDays: 7 }, possibleDates: [{ date: '2026-12-13', time: '19:00-22:00' }] }));
    expect(card).toMatchObject({
      to: '/program/f1',
      title: 'Wheel pottery',
      badges: ['6 weeks', '3 hours', '4-8 people'],
      price: '$45 CAD/session · $270 CAD ticket',
      note: { label: 'where', text: 'Leslieville, Toronto · starts Sun, Dec 13' },
    });
    expect(card.gradient).toMatch(/^linear-gradient/);
  });

  it('says how often when not weekly, and a single session as one', () => {
    expect(formatCard(view({ sessions: { count: 4, everyDays: 14 } })).badges[0]).toBe('4 sessions, every two weeks');
    const once = formatCard(view({ possibleDates: [{ date: '2026-12-13', time: '10:00-13:00' }] }));
    expect([once.badges, once.price]).toEqual([['1 session', '3 hours', '4-8 people'], '$45 CAD/session']);
  });

  it('has the art and the shape of a sample program’s card', () => {
    expect(Object.keys(formatCard(view())).sort()).toEqual(Object.keys(programCard(findProgram('pottery')!)).sort());
  });

  it('is listed only while it can be joined: not completed, cancelled or called off', () => {
    expect(isListed(view())).toBe(true);
    expect(isListed(view({}, { status: 'completed', phase: 'held' }))).toBe(false);
    expect(isListed(view({}, { status: 'cancelled', phase: 'cancelled' }))).toBe(false);
    expect(isListed(view({}, { phase: 'cancelled' }))).toBe(false);
  });
});
