import { describe, expect, it } from 'vitest';
import type { Notice } from '../../../../shared/groups';
import type { WeekOutcome } from '../../../../shared/week-outcome';
import { cardNews, weekCard } from '../../../../client/features/discover/your-week';

const times = { timeZone: 'America/Toronto', nextReleaseAt: '2026-11-26T17:00:00.000Z', nextMatchingAt: '2026-11-30T14:00:00.000Z' };
const facts = {
  meetsAt: '2026-11-28T14:00:00.000Z',
  neighborhood: 'downtown',
  inviteDeadlineAt: '2026-11-25T14:00:00.000Z',
  size: 4,
  venueBooker: 'ana',
  venue: { name: 'Café Pamenar', address: '1056 Queen St W' },
};
const group = (kind: 'invited' | 'accepted' | 'confirmed' | 'declined'): WeekOutcome => ({ ...times, kind, groupId: 'g', facts });
const notice = (kind: Notice['kind'], patch: Partial<Notice> = {}): Notice => ({
  id: kind,
  kind,
  week: '2026-11-19',
  title: kind,
  body: '',
  groupId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  readAt: null,
  expiresAt: null,
  ...patch,
});
const friday = new Date('2026-11-27T15:00:00.000Z');

describe("/home's week card", () => {
  it('says nothing before matching (the countdown does), and asks for the photo when one is missing', () => {
    const before: WeekOutcome = { ...times, kind: 'before-matching', matchingAt: '2026-11-23T14:00:00.000Z' };
    expect(weekCard(before, false, friday)).toBeNull();
    expect(weekCard(null, true, friday)).toMatchObject({ title: 'add a photo to be matched', action: { to: '/settings?edit=photo' } });
  });

  it('gives the one thing to do: answer the invite, open the group; a declined week has nothing to do', () => {
    expect(weekCard(group('invited'), false, friday)).toMatchObject({
      title: "you're invited to a group",
      action: { label: 'answer your invite', to: '/group' },
    });
    const wednesday = new Date('2026-11-25T15:00:00.000Z');
    expect(weekCard(group('confirmed'), false, wednesday)).toMatchObject({
      title: 'your group is on',
      action: { label: 'open your group' },
    });
    expect(weekCard(group('declined'), false, friday)?.action).toBeNull();
  });

  it('the day before and on the day, says "tomorrow" and "today", as the reminder did', () => {
    expect(weekCard(group('confirmed'), false, new Date('2026-11-27T20:00:00.000Z'))?.title).toBe('your group meets tomorrow');
    expect(weekCard(group('confirmed'), false, new Date('2026-11-28T12:00:00.000Z'))?.title).toBe('your group meets today');
  });

  it('once the meetup has begun, asks how it went instead of announcing it', () => {
    expect(weekCard(group('confirmed'), false, new Date('2026-11-28T14:00:00.000Z'))?.title).toBe('how was your coffee?');
  });

  it('lists only news the card does not say, not dismissed, and still true', () => {
    const news = cardNews(
      [
        notice('invited'),
        notice('group-confirmed'),
        notice('venue-set'),
        notice('meetup-reminder', { expiresAt: facts.meetsAt }),
        notice('video-approved'),
        notice('deposit-released', { readAt: '2026-11-21T10:00:00.000Z' }),
        notice('were-they-there', { expiresAt: '2026-11-27T14:00:00.000Z' }),
        notice('matching-paused', { expiresAt: '2026-12-10T14:00:00.000Z' }),
      ],
      friday,
    );
    expect(news.map((one) => one.kind)).toEqual(['video-approved', 'matching-paused']);
  });
});
