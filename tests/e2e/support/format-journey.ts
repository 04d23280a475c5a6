import crypto from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import type { Database } from '../../../server/db/database';
import { rateLimitsRepo } from '../../../server/features/rate-limits/repo';
import type { EventFormatCreated } from '../../../shared/event-formats-contract';
import type { HostFormatPeople, SelectionCards } from '../../../shared/format-journey-contract';
import { createSignedInUser, type TestAccount } from '../../helpers/accounts';
import { eventFormatPayload } from '../../helpers/event-format-payload';
import { expect } from './fixtures';

/**
 * A published format's journey arranged through its API (docs/product-rules.md#program-journey), for tests that start part-way along it:
 * interest, the host's "close ... now", private picks, the approval and the payments, each as the screens send them.
 */

/** The spec's minimum group is 4. */
export const FOUR = ['Ana', 'Ben', 'Cleo', 'Dev'] as const;

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** A date a month ahead: allowed (after today + interest 7 + selection 2 + confirmation 3 days). */
const inAMonth = () => new Date(Date.now() + 30 * 24 * 60 * 60_000).toISOString().slice(0, 10);

/** The helper's whole format (Toronto, $45, groups of 4 to 8 with the host's approval) under `title`, dated a month ahead. */
export const formatPayload = (title: string) => eventFormatPayload({ title, tags: [] }, inAMonth());

/**
 * "I'm interested" counts 10 an hour per connection, and every browser here is on this machine's: a test forgets the
 * hits before each one it sends, or a run that repeats a test would be refused part-way (no test here is about the limit).
 */
export async function forgetInterestHits(database: Database): Promise<void> {
  await rateLimitsRepo(database).pruneBefore('format-interest', new Date(Date.now() + 60 * 60_000).toISOString());
}

/** A draft made and published by `host` (signed in on `api`'s context): its id. */
export async function publishedFormat(api: APIRequestContext, host: TestAccount, title: string): Promise<string> {
  const made = await api.post('/api/event-format/draft', {
    data: { format: formatPayload(title), hostInfo: { email: host.email, isNewHost: false } },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as EventFormatCreated;
  const published = await api.post(`/api/event-format/${id}/publish`);
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

export interface Person {
  name: string;
  account: TestAccount;
  /** Their own phone's browser, signed in with the e-mail they give. */
  context: BrowserContext;
}

/**
 * One browser each, signed in with an account of their own (the sign-in itself is tested in the sign-in specs); with
 * `hasProfile` each is a member too, who may open the member screens (/payment).
 */
export async function people(
  browser: Browser,
  baseURL: string,
  database: Database,
  names: readonly string[] = FOUR,
  { hasProfile = false } = {},
): Promise<Person[]> {
  const made: Person[] = [];
  for (const name of names) {
    const email = `${name.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const account = await createSignedInUser(database, { email, hasProfile });
    const context = await browser.newContext({ baseURL, ...PHONE });
    await context.addCookies([{ name: 'sid', value: account.sessionId, url: baseURL }]);
    made.push({ name, account, context });
  }
  return made;
}

/** Each says "I'm interested" with their name and e-mail, as the format's page sends it. */
export async function sayInterested(everyone: readonly Person[], formatId: string, database: Database): Promise<void> {
  for (const person of everyone) {
    await forgetInterestHits(database);
    const sent = await person.context.request.post(`/api/event-format/${formatId}/interest`, {
      data: { name: person.name, email: person.account.email },
    });
    expect(sent.status(), await sent.text()).toBe(202);
  }
}

/** The host's "close the interest period now" or "close the selection window now": the format's next step at once. */
export async function closeNow(host: APIRequestContext, formatId: string): Promise<HostFormatPeople> {
  const answer = await host.post(`/api/event-format/${formatId}/advance`);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as HostFormatPeople;
}

/** Each picks every other card "really" (level 4), privately, during the selection window. */
export async function pickEachOther(everyone: readonly Person[], formatId: string): Promise<void> {
  for (const person of everyone) {
    const answer = await person.context.request.get(`/api/event-format/${formatId}/cards`);
    expect(answer.status(), await answer.text()).toBe(200);
    const { cards } = (await answer.json()) as SelectionCards;
    expect(cards).toHaveLength(everyone.length - 1);
    for (const card of cards) {
      const picked = await person.context.request.put(`/api/event-format/${formatId}/picks/${card.id}`, { data: { level: 4 } });
      expect(picked.status(), await picked.text()).toBe(204);
    }
  }
}

/** The host approves the suggested group. */
export async function approve(host: APIRequestContext, formatId: string, groupId: string): Promise<void> {
  const answer = await host.post(`/api/event-format/${formatId}/groups/${groupId}/approve`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The selected person pays their ticket (demo provider: no money moves). */
export async function pay(person: Person, formatId: string): Promise<void> {
  const answer = await person.context.request.post(`/api/event-format/${formatId}/pay`, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/**
 * A published format whose four interested people picked each other, the selection window closed by the host: group 1
 * is suggested, waiting for the host's approval. Answers the format's id and the group's.
 */
export async function suggestedGroup(
  host: APIRequestContext,
  account: TestAccount,
  everyone: readonly Person[],
  title: string,
  database: Database,
) {
  const formatId = await publishedFormat(host, account, title);
  await sayInterested(everyone, formatId, database);
  await closeNow(host, formatId);
  await pickEachOther(everyone, formatId);
  const { groups } = await closeNow(host, formatId);
  expect(groups.map((group) => group.status)).toEqual(['suggested']);
  return { formatId, groupId: groups[0]!.id };
}
