import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventFormatCreated, EventFormatPayload } from '../../../../shared/event-formats-contract';
import type { HostFormatPeople, SelectionCards } from '../../../../shared/format-journey-contract';
import { createSignedInUser, type TestAccount } from '../../../helpers/accounts';
import { eventFormatPayload } from '../../../helpers/event-format-payload';
import { fakeClock } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';

// What the host's details screen reads of a format's cycle (GET /event-format/:id/people): the windows' closes, in the
// order they happened even when the host closes one early, and each group's sessions.
let t: TestApp;
afterEach(async () => t?.close());

const clock = fakeClock('2026-11-24T15:00:00Z');
const HOUR = 60 * 60_000;

async function call<T>(method: 'GET' | 'POST' | 'PUT', url: string, who: TestAccount | undefined, body?: unknown) {
  const answer = await t.app.inject({
    method,
    url,
    payload: body as object | undefined,
    headers: body !== undefined ? { 'content-type': 'application/json' } : {},
    cookies: who ? { sid: who.sessionId } : {},
  });
  return { status: answer.statusCode, body: (answer.body ? answer.json() : null) as T };
}

/** A published format (4-8 people, the host's approval) and four interested people who signed in with their e-mail. */
async function fourInterested(changes: Partial<EventFormatPayload> = {}) {
  t = await buildTestApp({ now: clock.now });
  const host = await createSignedInUser(t.app.db, { email: `host-${crypto.randomUUID()}@example.com`, now: clock.now() });
  const made = await call<EventFormatCreated>('POST', '/api/event-format/draft', host, {
    format: eventFormatPayload(changes, '2026-12-30'),
    hostInfo: { email: host.email, isNewHost: false },
  });
  const id = made.body.id;
  expect((await call('POST', `/api/event-format/${id}/publish`, host)).status).toBe(200);
  const people: TestAccount[] = [];
  for (const name of ['Ana', 'Ben', 'Cleo', 'Dev']) {
    const email = `${name.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect((await call('POST', `/api/event-format/${id}/interest`, undefined, { name, email })).status).toBe(202);
    people.push(await createSignedInUser(t.app.db, { email, now: clock.now() }));
  }
  const advance = async () => (await call<HostFormatPeople>('POST', `/api/event-format/${id}/advance`, host)).body;
  const pickAll = async () => {
    for (const person of people) {
      const cards = await call<SelectionCards>('GET', `/api/event-format/${id}/cards`, person);
      for (const card of cards.body.cards) await call('PUT', `/api/event-format/${id}/picks/${card.id}`, person, { level: 4 });
    }
  };
  return { host, id, advance, pickAll };
}

const inOrder = (view: HostFormatPeople) => {
  const closes = [view.interestClosesAt, view.selectionClosesAt, view.confirmationClosesAt];
  expect(closes.every((close) => close !== null)).toBe(true);
  expect([...closes].sort()).toEqual(closes);
};

describe("the host's view of a format's cycle", () => {
  it('keeps when a window really closed: closed early, each close is the moment it happened and the dates stay in order', async () => {
    clock.set('2026-11-24T15:00:00Z');
    const s = await fourInterested();
    clock.set('2026-11-25T10:00:00Z');
    const selection = await s.advance();
    expect(selection.phase).toBe('selection');
    expect(selection.interestClosesAt).toBe('2026-11-25T10:00:00.000Z');
    inOrder(selection);

    await s.pickAll();
    clock.set(new Date(Date.parse('2026-11-25T10:00:00Z') + 3 * HOUR).toISOString());
    const review = await s.advance();
    expect(review.phase).toBe('review');
    expect(review.selectionClosesAt).toBe('2026-11-25T13:00:00.000Z');
    inOrder(review);

    const approved = await call<HostFormatPeople>('POST', `/api/event-format/${s.id}/groups/${review.groups[0]!.id}/approve`, s.host, {});
    expect(approved.body.phase).toBe('confirmation');
    inOrder(approved.body);
  });

  it('lists the sessions of each group, from its first date every week', async () => {
    clock.set('2026-11-24T15:00:00Z');
    const s = await fourInterested({ sessions: { count: 3, everyDays: 7 }, isRecurring: true, recurringPattern: '3 weekly sessions' });
    await s.advance();
    await s.pickAll();
    const review = await s.advance();
    expect(review.groups).toHaveLength(1);
    expect(review.groups[0]!.sessions.map((session) => [session.number, session.date, session.time, session.moved])).toEqual([
      [1, '2026-12-30', '10:00-13:00', false],
      [2, '2027-01-06', '10:00-13:00', false],
      [3, '2027-01-13', '10:00-13:00', false],
    ]);
  });
});
