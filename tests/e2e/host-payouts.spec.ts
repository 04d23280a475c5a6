import crypto from 'node:crypto';
import { type BrowserContext, expect, test } from '@playwright/test';
import type { HostPayouts } from '../../shared/host-payouts-contract';
import { PAYOUT_STATE_WORDS } from '../../client/features/programs/host/PayoutsSection';
import { createSignedInUser, signInAgainAt, type TestAccount } from '../helpers/accounts';
import { eventFormatPayload } from '../helpers/event-format-payload';
import { type FakeStripe, startFakeStripe } from '../helpers/fake-stripe';
import { type ServerProcess, startServerProcess } from '../helpers/server-process';
import { type ReceivedMail, type SmtpListener, startSmtpListener } from '../helpers/smtp-listener';
import { expectNoSeriousAxeViolations } from './support/axe';
import { E2E_CLIENT_DIR, privatePort } from './support/e2e-env';
import { approve, closeNow, pay, type Person, people, pickEachOther, sayInterested } from './support/format-journey';

// A host paid out through Stripe Connect, against the local Stripe-compatible fake: the host adds a payout account on
// the fake's onboarding page, five people pay a two-session program in Canadian dollars (one on her phone, who gets
// her receipt), she gives up 51 hours before the first session and is refunded in full (the amount on screen and in
// the mail), the host's billing adds up, and after the first session the host's share goes out and a payout to the
// bank appears with its date. Its own server: Stripe keys, test controls for the clock, a real SMTP listener.
let stripe: FakeStripe;
let smtp: SmtpListener;
let server: ServerProcess;

const TITLE = 'Hand-building with clay';
/** Wednesdays at 7 p.m. in Toronto (EST): midnight UTC the next day. */
const FIRST = '2027-01-13';
const FIRST_START = Date.parse('2027-01-14T00:00:00Z');
const HOUR = 60 * 60_000;

test.describe.configure({ mode: 'default' });
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from the destructuring pattern
test.beforeAll(async ({}, workerInfo) => {
  const port = privatePort(14, workerInfo);
  stripe = await startFakeStripe();
  smtp = await startSmtpListener();
  server = await startServerProcess(port, {
    CLIENT_DIR: E2E_CLIENT_DIR,
    PUBLIC_URL: `http://localhost:${port}`,
    NODE_ENV: 'test',
    TEST_CONTROLS: 'on',
    SMTP_URL: smtp.url,
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET: 'whsec_platform',
    STRIPE_CONNECT_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
    STRIPE_API_URL: `http://${stripe.host}:${stripe.port}`,
  });
  // Stripe's events reach the server's webhook as Stripe sends them: signed, over HTTP.
  stripe.deliver = async (body, signature) => {
    const answer = await fetch(`${server.url}/api/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body,
    });
    if (!answer.ok) throw new Error(`the webhook answered ${answer.status}: ${await answer.text()}`);
  };
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  await stripe?.close();
});

async function setClock(at: string | Date): Promise<void> {
  const answer = await fetch(`${server.url}/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ at: new Date(at).toISOString() }),
  });
  expect(answer.status, await answer.text()).toBe(200);
}

/** A new sign-in for `account` at the server's clock `at` (a jump of weeks outlives the first one). */
async function signInAt(context: BrowserContext, account: TestAccount, at: Date): Promise<void> {
  const session = await server.withDatabase((db) => signInAgainAt(db, account, at));
  await context.addCookies([{ name: 'sid', value: session.sessionId, url: server.url }]);
}

const mailTo = (email: string, subject: string): Promise<ReceivedMail> =>
  expect
    .poll(() => smtp.mails.filter((mail) => mail.to === email && mail.subject === subject).length, { timeout: 20_000 })
    .toBe(1)
    .then(() => smtp.mails.find((mail) => mail.to === email && mail.subject === subject)!);

test('a host adds a payout account, a refund at 51 hours is in full, billing adds up, and a payout follows the session', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  await setClock('2026-12-01T15:00:00Z');
  const host = await server.withDatabase((db) => createSignedInUser(db, { isHost: true }));
  const hostContext = await browser.newContext({ baseURL: server.url });
  await hostContext.addCookies([{ name: 'sid', value: host.sessionId, url: server.url }]);
  const billing = await hostContext.newPage();

  // No account yet: programs still sell, the money waits. The host adds one on Stripe's (the fake's) onboarding page.
  await billing.goto('/host/billing');
  const payouts = billing.getByRole('region', { name: 'payouts' });
  await expect(payouts.getByText(PAYOUT_STATE_WORDS['not-connected'].status)).toBeVisible();
  await expectNoSeriousAxeViolations(billing);
  await payouts.getByRole('button', { name: 'add a payout account' }).click();
  await billing.waitForURL(new RegExp(`^http://${stripe.host}:${stripe.port}/connect/onboarding/`));
  await billing.getByLabel('Bank account number').fill('000123456789');
  await billing.getByRole('button', { name: 'Submit' }).click();
  await billing.waitForURL(/\/host\/billing\?payouts=back$/);
  await expect(payouts.getByText(PAYOUT_STATE_WORDS.active.status)).toBeVisible();
  const [account] = [...stripe.accounts.keys()];

  // A two-session program, $45 a session, flexible policy (full refund until 48 hours before).
  const format = eventFormatPayload(
    {
      title: TITLE,
      tags: [],
      possibleDates: [{ date: FIRST, time: '19:00-22:00' }],
      sessions: { count: 2, everyDays: 7 },
      pricing: { ...eventFormatPayload().pricing!, cancellationPolicy: 'flexible' },
    },
    FIRST,
  );
  const made = await hostContext.request.post('/api/event-format/draft', {
    data: { format, hostInfo: { email: host.email, isNewHost: false } },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id: formatId } = (await made.json()) as { id: string };
  expect((await hostContext.request.post(`/api/event-format/${formatId}/publish`)).status()).toBe(200);

  const everyone = await server.withDatabase((db) => people(browser, server.url, db, ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli']));
  await server.withDatabase((db) => sayInterested(everyone, formatId, db));
  await closeNow(hostContext.request, formatId);
  await pickEachOther(everyone, formatId);
  const { groups } = await closeNow(hostContext.request, formatId);
  await approve(hostContext.request, formatId, groups[0]!.id);
  // Each saves a card (the card form is walked in card-form.spec.ts): a SetupIntent the member confirms with Stripe.
  for (const person of everyone) {
    const key = () => ({ 'Idempotency-Key': crypto.randomUUID() });
    expect((await person.context.request.post('/api/payments/card/setup', { headers: key(), data: {} })).status()).toBe(200);
    stripe.completeSetup([...stripe.setups.keys()].at(-1)!, 'pm_card_visa');
    expect((await person.context.request.post('/api/payments/card/confirm', { headers: key(), data: {} })).status()).toBe(200);
  }

  // Ana pays on her phone; the others through the same call.
  const [ana, ...others] = everyone as [Person, ...Person[]];
  const phone = await ana.context.newPage();
  await phone.goto(`/program/${formatId}`);
  await phone.getByRole('button', { name: 'pay $90.00 CAD and confirm my place' }).click();
  await expect(phone.getByRole('heading', { name: /^group \d+: your 2 sessions$/ })).toBeVisible();
  for (const person of others) await pay(person, formatId);
  const receipt = await mailTo(ana.account.email, 'Your place is confirmed');
  expect(receipt.text).toContain(`Your payment of $90.00 CAD went through and your place in "${TITLE}" is confirmed.`);
  expect(receipt.text).toMatch(/Receipt P-[0-9A-F]{12}/);
  expect(receipt.text).toContain('Amount: $90.00 CAD');

  // 51 hours before the first session, she gives up: the dialog says the amount before it moves; all of it comes back.
  const giveUpAt = new Date(FIRST_START - 51 * HOUR);
  await setClock(giveUpAt);
  await signInAt(ana.context, ana.account, giveUpAt);
  await phone.reload();
  await phone.getByRole('button', { name: 'give up my place' }).click();
  const dialog = phone.getByRole('dialog', { name: 'give up your place?' });
  await expect(dialog).toContainText('you get your $90.00 CAD back in full, and your place goes to someone else.');
  await dialog.getByRole('button', { name: 'give up my place' }).click();
  await expect(phone.getByText('refunded: $90.00 CAD', { exact: true })).toBeVisible();
  const refund = await mailTo(ana.account.email, 'Your place is cancelled');
  expect(refund.text).toContain('$90.00 CAD of your $90.00 CAD is refunded to your card');
  expect(refund.text).toMatch(/Refund receipt R-[0-9A-F]{12}/);
  expect([...stripe.intents.values()].filter((intent) => intent.amount_refunded).map((intent) => intent.amount_refunded)).toEqual([9000]);

  // Billing: 5 x $90 sold, $90 refunded; of the $360 kept, the fee is $72 and the host's share $288, nothing sent yet.
  await signInAt(hostContext, host, giveUpAt);
  await billing.goto('/host/billing');
  const figure = (term: string) => billing.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]').first();
  await expect(figure('ticket sales')).toHaveText('$450.00 CAD');
  await expect(figure('refunded to attendees')).toHaveText('$90.00 CAD');
  await expect(figure('platform fee (20% of what was kept)')).toHaveText('$72.00 CAD');
  await expect(figure('your earnings')).toHaveText('$288.00 CAD');
  await expect(figure('earned (your 80% of what was kept)')).toHaveText('$288.00 CAD');
  await expect(figure('sent to your payout account')).toHaveText('$0.00 CAD');

  // The first session ends; the scheduler sends half of each kept ticket's share: 4 x $36.
  const afterFirst = new Date(FIRST_START + 4 * HOUR);
  await setClock(afterFirst);
  await signInAt(hostContext, host, afterFirst);
  await expect
    .poll(async () => ((await (await hostContext.request.get('/api/hosts/me/payouts')).json()) as HostPayouts).lines[0]?.sentCents, {
      timeout: 30_000,
    })
    .toBe(14_400);
  // Stripe's payout schedule pays the account out to the bank; its event reaches the server.
  // Stripe's arrival date is a day (midnight UTC): the next day's.
  const payout = await stripe.payOut(account!, new Date('2027-01-14T00:00:00Z'));
  expect(payout?.amount).toBe(14_400);
  await billing.reload();
  await expect(figure('sent to your payout account')).toHaveText('$144.00 CAD');
  await expect(figure('pending (sessions still to come, or waiting for your account)')).toHaveText('$144.00 CAD');
  await expect(figure('paid out to your bank')).toHaveText('$144.00 CAD');
  await expect(billing.getByRole('list', { name: 'payouts to your bank' })).toHaveText('Thursday, January 14, 2027: $144.00 CAD paid');
  await expectNoSeriousAxeViolations(billing);
  for (const person of everyone) await person.context.close();
  await hostContext.close();
});
