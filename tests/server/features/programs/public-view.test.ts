import { afterEach, describe, expect, it } from 'vitest';
import type { EventFormatCreated } from '../../../../shared/event-formats-contract';
import { createSignedInUser } from '../../../helpers/accounts';
import { eventFormatPayload } from '../../../helpers/event-format-payload';
import { fakeClock } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// A published format as anyone reads it: the neighbourhood, never the exact address (that is for confirmed people).
let t: TestApp;
afterEach(async () => t?.close());

const clock = fakeClock('2026-11-24T15:00:00Z');
const ADDRESS = '41 Clay Street, unit 3 (buzz 12)';

describe('a published format read by others', () => {
  it('shows its neighbourhood and leaves the exact address to its host', async () => {
    t = await buildTestApp({ now: clock.now });
    const host = await createSignedInUser(t.app.db, { email: 'potter@example.com' });
    const format = eventFormatPayload({ venue: { ...eventFormatPayload().venue, venueDetails: ADDRESS } }, '2026-12-30');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/event-format/draft',
      payload: { format, hostInfo: { email: host.email, isNewHost: false } },
      cookies: { sid: host.sessionId },
    });
    const { id } = made.json() as EventFormatCreated;
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/event-format/${id}/publish`, cookies: { sid: host.sessionId } })).statusCode,
    ).toBe(200);

    const seen = await t.app.inject({ method: 'GET', url: `/api/event-format/${id}` });
    expect(seen.json().format.format.venue).toMatchObject({ neighborhood: 'Leslieville', venueDetails: '' });
    expect(seen.body).not.toContain('Clay Street');
    const stranger = await createSignedInUser(t.app.db);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/event-format/${id}`, cookies: { sid: stranger.sessionId } })).body,
    ).not.toContain('Clay Street');
    expect((await t.app.inject({ method: 'GET', url: '/api/event-format/search' })).body).not.toContain('Clay Street');

    const own = await t.app.inject({ method: 'GET', url: `/api/event-format/${id}`, cookies: { sid: host.sessionId } });
    expect(own.json().format.format.venue.venueDetails).toBe(ADDRESS);
  });
});
