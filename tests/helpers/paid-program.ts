import crypto from 'node:crypto';
import { expect } from 'vitest';
import { DEFAULT_STRATEGIES } from '../../shared/event-formats';
import type { EventFormatCreated, EventFormatPayload } from '../../shared/event-formats-contract';
import type { HostFormatPeople, JourneyView, SelectionCards } from '../../shared/format-journey-contract';
import { createSignedInUser, type TestAccount } from './accounts';
import { eventFormatPayload } from './event-format-payload';
import { fakeClock } from './members';
import { buildTestApp, type TestApp } from './test-app';

type Method = 'GET' | 'POST' | 'PUT';

/** A request to the real app as `who` (signed out when undefined), with a JSON body when one is given. */
export function caller(t: TestApp) {
  return async <T = unknown>(
    method: Method,
    url: string,
    who: TestAccount | undefined,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const answer = await t.app.inject({
      method,
      url,
      payload: body as object | undefined,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      cookies: who ? { sid: who.sessionId } : {},
    });
    return { status: answer.statusCode, body: (answer.body ? answer.json() : null) as T, raw: answer.body, headers: answer.headers };
  };
}

/**
 * What the member's card form does with Stripe (`stripe`, the fake): a SetupIntent the member confirms with the card
 * `paymentMethod` names (a Stripe test card, e.g. pm_card_chargeDeclined), kept by the server.
 */
export function cardSaver(stripe: { setups: Map<string, unknown>; completeSetup(setupId: string, paymentMethod: string): void }) {
  return async (who: TestAccount, call: ReturnType<typeof caller>, paymentMethod = 'pm_card_visa') => {
    const key = () => ({ 'idempotency-key': crypto.randomUUID() });
    expect((await call('POST', '/api/payments/card/setup', who, {}, key())).status).toBe(200);
    stripe.completeSetup([...stripe.setups.keys()].at(-1)!, paymentMethod);
    expect((await call('POST', '/api/payments/card/confirm', who, {}, key())).status).toBe(200);
  };
}

/**
 * A host's published program (docs/product-rules.md#tickets-and-refunds) taken through its journey on the real app with a fake clock: the people
 * named say they are interested, pick each other, are grouped without the host's approval (one group), and those in
 * `paying` pay their ticket. The others stay selected, unpaid. `renew()` keeps everyone's sign-in alive after the clock
 * jumps (sessions end after a week unused).
 */
export async function paidProgram(options: {
  start: string;
  date: string;
  names: readonly string[];
  paying: readonly string[];
  changes?: Partial<EventFormatPayload>;
  rules?: Partial<EventFormatPayload['groupRules']>;
  /** Groups the host makes by hand while reviewing (with their approval), instead of the ones suggested. */
  groups?: readonly (readonly string[])[];
  t?: TestApp;
  clock?: ReturnType<typeof fakeClock>;
  /** Runs for each paying person just before they pay (e.g. saving their card with the fake Stripe server). */
  beforePaying?: (who: TestAccount, call: ReturnType<typeof caller>) => Promise<void>;
}) {
  const clock = options.clock ?? fakeClock(options.start);
  clock.set(options.start);
  const t = options.t ?? (await buildTestApp({ now: clock.now }));
  const call = caller(t);
  const host = await createSignedInUser(t.app.db, { email: `host-${crypto.randomUUID()}@example.com`, now: clock.now() });
  const base = eventFormatPayload({}, options.date);
  const format = {
    ...base,
    ...options.changes,
    groupRules: {
      ...base.groupRules,
      ...DEFAULT_STRATEGIES,
      ...(options.groups ? { hostApproval: true, multipleGroups: true, maxGroups: 10 } : { hostApproval: false }),
      ...options.rules,
    },
  };
  const made = await call<EventFormatCreated>('POST', '/api/event-format/draft', host, {
    format,
    hostInfo: { email: host.email, isNewHost: false },
  });
  expect(made.status, made.raw).toBe(201);
  const id = made.body.id;
  expect((await call('POST', `/api/event-format/${id}/publish`, host)).status).toBe(200);

  const people = new Map<string, TestAccount>();
  /** The host makes exactly these groups while reviewing (each a new one) and approves them. */
  const arrange = async (groups: readonly (readonly string[])[], review: HostFormatPeople) => {
    expect(review.phase).toBe('review');
    const idOf = (name: string) => review.participants.find((p) => p.name === name)!.id;
    let known = new Set(review.groups.map((g) => g.id));
    const made: string[] = [];
    for (const names of groups) {
      let groupId: string | null = null;
      for (const name of names) {
        const moved: { status: number; raw: string; body: HostFormatPeople } = await call<HostFormatPeople>(
          'POST',
          `/api/event-format/${id}/people/${idOf(name)}/move`,
          host,
          {
            groupId: groupId ?? 'new',
          },
        );
        expect(moved.status, moved.raw).toBe(200);
        groupId ??= moved.body.groups.find((g) => !known.has(g.id))!.id;
        known = new Set(moved.body.groups.map((g) => g.id));
      }
      made.push(groupId!);
    }
    for (const groupId of made) {
      const approved = await call<HostFormatPeople>('POST', `/api/event-format/${id}/groups/${groupId}/approve`, host);
      expect(approved.status, approved.raw).toBe(200);
    }
  };
  for (const name of options.names) {
    const email = `${name.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect((await call('POST', `/api/event-format/${id}/interest`, undefined, { name, email })).status).toBe(202);
    people.set(name, await createSignedInUser(t.app.db, { email, now: clock.now() }));
  }
  const advance = async () => {
    const answer = await call<HostFormatPeople>('POST', `/api/event-format/${id}/advance`, host);
    expect(answer.status, answer.raw).toBe(200);
    return answer.body;
  };
  expect((await advance()).phase).toBe('selection');
  for (const person of people.values()) {
    const cards = await call<SelectionCards>('GET', `/api/event-format/${id}/cards`, person);
    for (const card of cards.body.cards) await call('PUT', `/api/event-format/${id}/picks/${card.id}`, person, { level: 4 });
  }
  if (options.groups) await arrange(options.groups, await advance());
  else expect((await advance()).phase).toBe('confirmation');
  for (const name of options.paying) {
    await options.beforePaying?.(people.get(name)!, call);
    const paid = await call('POST', `/api/event-format/${id}/pay`, people.get(name), undefined, { 'idempotency-key': crypto.randomUUID() });
    expect(paid.status, paid.raw).toBe(200);
  }

  const who = (name: string) => people.get(name)!;
  return {
    t,
    clock,
    call,
    host,
    id,
    who,
    advance,
    journeyOf: async (name: string) => (await call<JourneyView>('GET', `/api/event-format/${id}/journey`, who(name))).body,
    /** Everyone signed in stays signed in at the clock's new time. */
    async renew() {
      const at = clock.now().toISOString();
      await t.app.repos.auth.setSessionTimes({
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(clock.now().getTime() + 7 * 24 * 60 * 60_000).toISOString(),
      });
    },
  };
}
