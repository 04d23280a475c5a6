import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { DEFAULT_STRATEGIES } from '../../shared/event-formats';
import type { EventFormatCreated, EventFormatPayload } from '../../shared/event-formats-contract';
import type { HostFormatPeople, JourneyView, SelectionCards } from '../../shared/format-journey-contract';
import { createSignedInUser, type TestAccount } from './accounts';
import { eventFormatPayload } from './event-format-payload';

/** A published format and its host. */
export interface PublishedFormat {
  host: TestAccount;
  id: string;
}

type Who = TestAccount | undefined;

/**
 * The participant journey of a format through the real app's API (app.inject), for the format-journey tests: a host
 * publishes, people say they're interested and sign in with that e-mail, pick, pay.
 */
export function formatJourney(app: () => FastifyInstance, now: () => Date) {
  async function call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    who: Who,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const answer = await app().inject({
      method,
      url,
      payload: body as object | undefined,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      cookies: who ? { sid: who.sessionId } : {},
    });
    return { status: answer.statusCode, body: (answer.body ? answer.json() : null) as T, raw: answer.body, headers: answer.headers };
  }

  return {
    call,
    /** A host publishes a format (the Toronto sourdough class of eventFormatPayload, with `changes` and group `rules`). */
    async publish(
      changes: Partial<EventFormatPayload> = {},
      rules: Partial<EventFormatPayload['groupRules']> = {},
      firstDate = '2026-12-30',
    ): Promise<PublishedFormat> {
      const host = await createSignedInUser(app().db, { email: `host-${crypto.randomUUID()}@example.com`, now: now() });
      const base = eventFormatPayload({}, firstDate);
      const format = { ...base, ...changes, groupRules: { ...base.groupRules, ...DEFAULT_STRATEGIES, ...rules } };
      const made = await call<EventFormatCreated>('POST', '/api/event-format/draft', host, {
        format,
        hostInfo: { email: host.email, isNewHost: false },
      });
      expect(made.status).toBe(201);
      expect((await call('POST', `/api/event-format/${made.body.id}/publish`, host)).status).toBe(200);
      return { host, id: made.body.id };
    },
    /** People say they're interested (a name and an e-mail, no account), then sign in with that e-mail. */
    async interested(s: PublishedFormat, names: readonly string[]): Promise<TestAccount[]> {
      const people: TestAccount[] = [];
      for (const name of names) {
        const email = `${name.split(' ')[0]!.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.com`;
        const sent = await call('POST', `/api/event-format/${s.id}/interest`, undefined, { name, email });
        expect([sent.status, sent.body]).toEqual([202, { sent: true }]);
        people.push(await createSignedInUser(app().db, { email, now: now() }));
      }
      return people;
    },
    /** The host's "close ... now". */
    async advance(s: PublishedFormat): Promise<HostFormatPeople> {
      const answer = await call<HostFormatPeople>('POST', `/api/event-format/${s.id}/advance`, s.host);
      expect(answer.status).toBe(200);
      return answer.body;
    },
    /** Everyone picks everyone else. */
    async allPick(s: PublishedFormat, people: readonly TestAccount[]): Promise<void> {
      for (const person of people) {
        const cards = await call<SelectionCards>('GET', `/api/event-format/${s.id}/cards`, person);
        expect(cards.status).toBe(200);
        for (const card of cards.body.cards)
          expect((await call('PUT', `/api/event-format/${s.id}/picks/${card.id}`, person, { level: 4 })).status).toBe(204);
      }
    },
    pay: (s: PublishedFormat, who: TestAccount, key = crypto.randomUUID()) =>
      call<{ payment: { status: string; amountCents: number } }>('POST', `/api/event-format/${s.id}/pay`, who, undefined, {
        'idempotency-key': key,
      }),
    /** Everyone signs in again (a session idles out after a week, and lasts 30 days). */
    async signInAgain(): Promise<void> {
      const at = now().toISOString();
      await app().repos.auth.setSessionTimes({
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(now().getTime() + 7 * 24 * 60 * 60_000).toISOString(),
      });
    },
    /** Published without host approval, interest from `names`, everyone picks everyone: in the confirmation period. */
    async confirmedGroup(changes: Partial<EventFormatPayload>, names: readonly string[]) {
      const s = await this.publish(changes, { hostApproval: false });
      const people = await this.interested(s, names);
      await this.advance(s);
      await this.allPick(s, people);
      expect((await this.advance(s)).phase).toBe('confirmation');
      return { s, people };
    },
    journeyOf: async (s: PublishedFormat, who: Who) => (await call<JourneyView>('GET', `/api/event-format/${s.id}/journey`, who)).body,
    people: async (s: PublishedFormat) => (await call<HostFormatPeople>('GET', `/api/event-format/${s.id}/people`, s.host)).body,
  };
}
