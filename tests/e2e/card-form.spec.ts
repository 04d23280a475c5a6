import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { savedCardsRepo } from '../../server/features/payments/saved-cards-repo';
import { type FakeStripe, startFakeStripe } from '../helpers/fake-stripe';
import { createMember } from '../helpers/members';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { expectNoSeriousAxeViolations } from './support/axe';
import { E2E_CLIENT_DIR, privatePort } from './support/e2e-env';
import { routeStripe } from './support/fake-stripe-js';

// With Stripe configured, a member saves the card their deposits are held on at /payment, through
// Stripe.js's card field (a stand-in for Stripe.js here, as this machine cannot reach js.stripe.com) and a SetupIntent
// on the local fake Stripe server. Its own server, with Stripe keys.
let PORT: number;
let stripe: FakeStripe;
let server: ServerProcess;

test.describe.configure({ mode: 'default' });
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from the destructuring pattern
test.beforeAll(async ({}, workerInfo) => {
  PORT = privatePort(50, workerInfo);
  stripe = await startFakeStripe();
  server = await startServerProcess(PORT, {
    CLIENT_DIR: E2E_CLIENT_DIR,
    PUBLIC_URL: `http://localhost:${PORT}`,
    NODE_ENV: 'test',
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
    STRIPE_API_URL: `http://${stripe.host}:${stripe.port}`,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await stripe?.close();
});

test('a member saves their card on a phone: a declined card is said plainly, another is saved and shown after a reload', async ({
  browser,
}) => {
  const ana = await server.withDatabase((db) => createMember(db, { firstName: 'Ana', email: `ana-${crypto.randomUUID()}@example.com` }));
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await context.addCookies([{ name: 'sid', value: ana.sessionId, url: server.url }]);
  await routeStripe(context, stripe);
  const page = await context.newPage();
  await page.goto(`${server.url}/payment`);

  const section = page.getByRole('region', { name: 'your card' });
  await expect(section).toContainText('we never see its number');
  const number = section.getByRole('textbox', { name: 'Card number' });
  await expect(number).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await number.fill('4000 0000 0000 0002');
  await section.getByRole('button', { name: 'save my card' }).click();
  await expect(section.getByRole('alert')).toHaveText('Your card was declined.');

  await number.fill('4242 4242 4242 4242');
  await section.getByRole('button', { name: 'save my card' }).click();
  await expect(section.getByRole('status')).toHaveText('saved: visa ending 4242');
  const card = await server.withDatabase((db) => savedCardsRepo(db).find(ana.email));
  expect(card?.paymentMethodRef).toBe('pm_card_visa');

  await page.reload();
  await expect(page.getByRole('region', { name: 'your card' }).getByRole('status')).toHaveText('saved: visa ending 4242');
  await expect(page.getByRole('button', { name: 'use another card' })).toBeVisible();
  await context.close();
});
