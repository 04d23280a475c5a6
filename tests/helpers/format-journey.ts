import crypto from 'node:crypto';
import { expect } from 'vitest';
import { DEFAULT_STRATEGIES } from '../../shared/event-formats';
import type { EventFormatCreated, EventFormatPayload } from '../../shared/event-formats-contract';
import type { HostFormatPeople, JourneyView, SelectionCards } from '../../shared/format-journey-contract';
import { createSignedInUser, type TestAccount } from './accounts';
import { eventFormatPayload } from './event-format-payload';
import type { TestApp } from './test-app';

type Who = TestAccount | undefined;

export interface PublishedFormat {
  host: TestAccount;
  id: string;
}

/**
 * A published format's journey driven through the API, as a host and participants do it: publish, say interest,
 * pick, close windows, approve, pay. `app` answers the test's current app (tests build one per case).
 */
export function formatJourney(app: () => TestApp, now: () => Date) {
  async function call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who: Who,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const answer = await app().app.inject({
      method,
      url,
      payload: body as object | undefined,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      cookies: who ? { sid: who.sessionId } : {},
    });
    return { status: answer.statusCode, body: (answer.body ? answer.json() : null) as T };
  }

  /** A host and their published format (the sourdough class of event-format-payload.ts, with these changes). */
  async function publish(
    changes: Partial<EventFormatPayload> = {},
    rules: Partial<EventFormatPayload['groupRules']> = {},
    date = '2026-12-30',
  ): Promise<PublishedFormat> {
    const host = await createSignedInUser(app().app.db, { email: `host-${crypto.randomUUID()}@example.com`, now: now() });
    const base = eventFormatPayload({}, date);
    const format = { ...base, ...changes, groupRules: { ...base.groupRules, ...DEFAULT_STRATEGIES, ...rules } };
    const made = await call<EventFormatCreated>('POST', '/api/event-format/draft', host, {
      format,
      hostInfo: { email: host.email, isNewHost: false },
    });
    expect(made.status).toBe(201);
    expect((await call('POST', `/api/event-format/${made.body.id}/publish`, host)).status).toBe(200);
    return { host, id: made.body.id };
  }

  /** People say they're interested (name and e-mail, no account), then sign in with that e-mail. */
  async function interested(id: string, names: string[]): Promise<TestAccount[]> {
    const people: TestAccount[] = [];
    for (const name of names) {
      const email = `${name.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.com`;
      const sent = await call('POST', `/api/event-format/${id}/interest`, undefined, { name, email });
      expect(sent.status).toBe(202);
      people.push(await createSignedInUser(app().app.db, { email, now: now() }));
    }
    return people;
  }

  const advance = async (s: PublishedFormat) => {
    const answer = await call<HostFormatPeople>('POST', `/api/event-format/${s.id}/advance`, s.host);
    expect(answer.status).toBe(200);
    return answer.body;
  };

  /** Everyone picks everyone else. */
  async function allPick(s: PublishedFormat, people: TestAccount[], level = 4) {
    for (const person of people) {
      const cards = await call<SelectionCards>('GET', `/api/event-format/${s.id}/cards`, person);
      for (const card of cards.body.cards)
        expect((await call('PUT', `/api/event-format/${s.id}/picks/${card.id}`, person, { level })).status).toBe(204);
    }
  }

  const pay = (s: PublishedFormat, who: TestAccount) =>
    call<{ payment: { status: string; amountCents: number } }>('POST', `/api/event-format/${s.id}/pay`, who, undefined, {
      'idempotency-key': crypto.randomUUID(),
    });

  /** Published (no host approval), interest from `names`, everyone picks everyone: in the confirmation period. */
  async function confirmedGroup(changes: Partial<EventFormatPayload>, names: string[], date?: string) {
    const s = await publish(changes, { hostApproval: false }, date);
    const people = await interested(s.id, names);
    await advance(s);
    await allPick(s, people);
    const people_ = await advance(s);
    expect(people_.phase).toBe('confirmation');
    return { s, people };
  }

  return {
    call,
    publish,
    interested,
    advance,
    allPick,
    pay,
    confirmedGroup,
    people: async (s: PublishedFormat) => (await call<HostFormatPeople>('GET', `/api/event-format/${s.id}/people`, s.host)).body,
    journeyOf: async (s: PublishedFormat, who: Who) => (await call<JourneyView>('GET', `/api/event-format/${s.id}/journey`, who)).body,
  };
}
