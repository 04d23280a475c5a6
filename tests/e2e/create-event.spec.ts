import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { WIZARD_COPY } from '../../shared/event-format-wizard';
import { FORMAT_COPY } from '../../shared/event-formats';
import type { EventFormatCreated } from '../../shared/event-formats-contract';
import { JOURNEY_COPY } from '../../shared/format-journey';
import { busyDeviceStore } from './support/busy-device-store';
import { newestMail, newestSignInMail } from './support/dev-mail';
import { deviceRows, putDeviceRow } from './support/device-rows';
import { expect, test } from './support/fixtures';
import {
  approve,
  FOUR,
  forgetInterestHits,
  formatPayload,
  people,
  PHONE,
  publishedFormat,
  sayInterested,
  suggestedGroup,
} from './support/format-journey';
import { untilWorkerActive } from './support/service-worker';

// The /create-event wizard on a phone, its draft on the device (offline, through a reload), the account prompt,
// creating the format, the next-steps mail, and the claim by the sign-in code that makes a host; then the published
// format's journey (docs/product-rules.md#event-format-wizard): interest, private picks, the host's approval, payments and the dashboard. Each phase
// is a test of its own that starts where the one before ends, arranged through the API (support/format-journey.ts),
// so they run side by side. axe checks these screens in accessibility-phone.spec.ts.
test.use(PHONE);

const stepHeading = (page: Page) => page.locator('#create-event-step');
const next = (page: Page) => page.getByRole('button', { name: /^next( →)?$/ }).click();

/** Walks from the first step to the account prompt, checking each step's rule on the way. */
async function designUpToAccount(page: Page, title: string) {
  await expect(stepHeading(page)).toHaveText('what will you host?');
  await expect(page.getByRole('list', { name: 'progress' }).getByRole('listitem')).toHaveText([
    /1 concept/,
    /2 timeline/,
    /3 group/,
    /4 logistics/,
    /5 finalize/,
  ]);
  await next(page);

  await expect(stepHeading(page)).toHaveText('what gathering are you creating?');
  await expect(stepHeading(page)).toBeFocused();
  await page.getByLabel('name of your gathering').fill('ab');
  await next(page);
  await expect(page.getByRole('alert')).toHaveText(WIZARD_COPY.titleTooShort);
  await page.getByLabel('name of your gathering').fill(title);
  await expect(page.getByText(`${title.length}/60`)).toBeVisible();
  await page.getByLabel('category').selectOption('cooking');
  await next(page);

  await expect(stepHeading(page)).toHaveText('the timeline');
  await next(page);
  await expect(stepHeading(page)).toHaveText('how long to gather interest?');
  const interest = page.getByRole('slider', { name: /interest period/ });
  await expect(interest).toHaveValue('7');
  await expect(page.getByText(/^the sweet spot/)).toBeVisible();
  await interest.fill('4');
  await expect(page.getByText(/^quick/)).toBeVisible();
  await interest.fill('7');
  await next(page);

  await expect(stepHeading(page)).toHaveText('the group');
  await next(page);
  await expect(stepHeading(page)).toHaveText('set your group parameters');
  await expect(page.getByRole('slider', { name: /smallest group/ })).toHaveValue('4');
  await expect(page.getByRole('slider', { name: /largest group/ })).toHaveValue('8');
  await expect(page.getByLabel('I approve each group before it is confirmed')).toBeChecked();
  await next(page);

  await expect(stepHeading(page)).toHaveText('the logistics');
  await next(page);
  await expect(stepHeading(page)).toHaveText('when could this happen?');
  await next(page);
  await expect(page.getByRole('alert')).toHaveText(WIZARD_COPY.noDates);
  const calendar = page.getByRole('table');
  // The calendar opens at the first possible date: the days before it are disabled (interest, selection, 3 days).
  await expect(calendar.getByRole('button', { disabled: true }).first()).toBeVisible();
  await calendar.getByRole('button', { disabled: false }).first().click();
  await expect(calendar.getByRole('button', { pressed: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^remove / })).toHaveCount(1);
  // Months before this one cannot be shown.
  const previous = page.getByRole('button', { name: '← previous month' });
  if (await previous.isEnabled()) await previous.click();
  await expect(previous).toBeDisabled();
  await next(page);

  await expect(stepHeading(page)).toHaveText('what time works best?');
  await expect(page.getByRole('combobox')).toHaveValue('19:00-22:00');
  await page.getByRole('combobox').selectOption('10:00-13:00');
  await next(page);

  await expect(stepHeading(page)).toHaveText('where will it happen?');
  await expect(page.getByRole('button', { name: /^next( →)?$/ })).toBeDisabled();
  await page.getByLabel('city').selectOption('toronto');
  await page.getByLabel('neighbourhood').fill('Leslieville');
  await expect(page.getByLabel('venue details (optional)')).toBeVisible();
  await expect(page.getByText('where: Leslieville, Toronto')).toBeVisible();
  // On a slow device too, the step on screen is the one kept: a reload straight after it comes back to it.
  await busyDeviceStore(page, 'formatWizardDraft', 1500);
  await next(page);
  await expect(stepHeading(page)).toHaveText('manage it with an account');
}

/**
 * Puts a draft on this device as the wizard keeps it (Dexie table formatWizardDraft), then reloads: for tests that start
 * past the steps the design test walks. The wizard makes a partial draft whole.
 */
async function draftAt(page: Page, title: string) {
  await page.goto('/create-event');
  await expect(stepHeading(page)).toBeVisible();
  const date = new Date(Date.now() + 20 * 24 * 60 * 60_000).toISOString().slice(0, 10);
  await putDeviceRow(page, 'formatWizardDraft', {
    key: 'current',
    draft: {
      step: 'account',
      format: title,
      category: 'games',
      possibleDates: [{ date, time: '19:00-22:00' }],
      location: { city: 'toronto', neighborhood: 'Leslieville', venueDetails: '', isOnline: false },
    },
  });
  await page.reload();
  await expect(stepHeading(page)).toHaveText('manage it with an account');
}

/** From the event details to the preview: description, price, the breakdown. */
async function detailsAndPricing(page: Page) {
  await expect(stepHeading(page)).toHaveText('event details');
  await expect(page.getByRole('button', { name: /^next( →)?$/ })).toBeDisabled();
  await page.getByLabel('description').fill('Bake a loaf together, from starter to crust, and take one home.');
  await page.getByLabel('food', { exact: true }).check();
  await page.getByLabel('which food?').fill('fresh bread and butter');
  await expect(page.getByLabel('price per person, per session (CAD)')).toHaveValue('45');
  await expect(page.getByText('the ticket: $45 CAD ticket, 1 session.')).toBeVisible();
  await next(page);

  await expect(stepHeading(page)).toHaveText('set your price');
  const breakdown = page.locator('dl').first();
  await expect(breakdown).toContainText('price per session$45.00 CAD');
  await expect(breakdown).toContainText('ticket price$45.00 CAD');
  await expect(breakdown).toContainText('platform fee (20%)$9.00 CAD');
  await expect(breakdown).toContainText('your earnings (80%)$36.00 CAD');
  await expect(breakdown).toContainText('card processing, estimated (2.9% + $0.30)$1.61 CAD');
  await expect(page.getByText(/for food, hosts usually ask \$45\.00-\$80\.00/)).toBeVisible();
  await next(page);
  await expect(stepHeading(page)).toHaveText('preview your event format');
}

test('a host designs a format offline on a phone, keeps it through a reload, and creates it without an account; the next-steps mail comes', async ({
  page,
  context,
}) => {
  // Some forty steps, offline and back: about 35 s on a busy 2-core machine.
  test.setTimeout(90_000);
  const email = `host-${crypto.randomUUID()}@example.com`;
  const title = 'Sourdough Sunday';
  await page.goto('/create-event');
  await untilWorkerActive(page);
  await context.setOffline(true);
  await page.reload();
  await designUpToAccount(page, title);

  // A reload, offline, loses nothing: same step, same answers.
  await page.reload();
  await expect(stepHeading(page)).toHaveText('manage it with an account');
  await page.getByRole('button', { name: 'back' }).click();
  await expect(page.getByLabel('neighbourhood')).toHaveValue('Leslieville');
  await next(page);

  // Without an account there is no plain "next": the prompt's choices are the way on.
  await expect(page.getByRole('button', { name: /^next( →)?$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue without account' }).click();
  const dialog = page.getByRole('dialog', { name: 'continue without an account?' });
  await expect(dialog).toContainText(WIZARD_COPY.withoutAccountConfirm);
  await dialog.getByRole('button', { name: 'continue anyway' }).click();
  await detailsAndPricing(page);

  await page.getByLabel('your e-mail').fill('host.example.com');
  await page.getByRole('button', { name: 'create my event format' }).click();
  await expect(page.getByRole('alert')).toHaveText(WIZARD_COPY.email);
  await page.getByLabel('your e-mail').fill(email);
  await page.getByLabel('I accept the terms of use').check();
  await page.getByRole('button', { name: 'create my event format' }).click();
  await expect(page.getByRole('alert')).toHaveText(WIZARD_COPY.offline);

  await context.setOffline(false);
  const alerted = new Promise<string>((resolve) =>
    page.once('dialog', (shown) => {
      resolve(shown.message());
      void shown.accept();
    }),
  );
  await page.getByRole('button', { name: 'create my event format' }).click();
  const message = await alerted;
  const id = message.match(/^Event format created successfully! Event ID: (.+)\. You will receive an email with next steps\.$/)?.[1];
  expect(id, message).toBeTruthy();
  expect(message).toBe(FORMAT_COPY.created(id!));
  await expect(page).toHaveURL(/\/$/);
  // The server answers first and then sends the mail (a slow mail server never holds the answer up): on a busy
  // machine the mail may be kept a moment after the alert shows.
  // Made without an account, to an address nobody has proven yet: our own words, the id and the link, never the title.
  await expect.poll(async () => (await newestMail(email))?.subject).toBe('Next steps for your event format on emberite');
  expect((await newestMail(email))?.text).toContain(`Event ID: ${id}`);
  expect((await newestMail(email))?.text).not.toContain(title);
  // Kept on the device for the claim at sign-in (the next test starts from there).
  expect(await deviceRows<{ id: string; title: string }>(page, 'deviceFormats')).toMatchObject([{ id, title }]);

  // The wizard starts again from empty.
  await page.goto('/create-event');
  await expect(stepHeading(page)).toHaveText('what will you host?');
});

test('signing in with the code on the device that made a format claims it and makes a host, who publishes it', async ({ page }) => {
  // As the wizard leaves it: a format made without an account, its key kept on this device.
  const email = `host-${crypto.randomUUID()}@example.com`;
  const title = 'Sourdough Sunday';
  const made = await page.request.post('/api/event-format/draft', {
    data: { format: formatPayload(title), hostInfo: { email, isNewHost: true } },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id, draftKey } = (await made.json()) as EventFormatCreated;
  await page.goto('/create-event');
  await expect(stepHeading(page)).toBeVisible();
  await putDeviceRow(page, 'deviceFormats', { id, draftKey, title, createdAt: Date.now() });

  // The mail's link: sign in with the code; the device's format is claimed and the account is a host's.
  await page.goto('/login?redirectedFrom=%2Fhost%2Fformats');
  await page.getByLabel('email').fill(email);
  await page.getByRole('button', { name: 'send code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'check your email' })).toBeVisible();
  await page.getByLabel('6-digit code').fill((await newestSignInMail(email)).code);
  await expect(page).toHaveURL(/\/host\/formats$/);
  await expect(page.getByRole('heading', { level: 1, name: 'your formats' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([title]);
  await page.getByRole('button', { name: `publish ${title}` }).click();
  await expect(page.getByRole('button', { name: `publish ${title}` })).toHaveCount(0);
  await page.getByRole('radio', { name: 'active' }).check();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([title]);

  const published = await page.request.get(`/api/event-format/${id}`, { headers: { cookie: '' } });
  expect(((await published.json()) as { format: { status: string } }).format.status).toBe('active');
});

test("four people say they are interested on a published format's page, with a name and an e-mail; the host sees them", async ({
  page,
  browser,
  baseURL,
  signIn,
  database,
}) => {
  // Four browsers of their own, each opening the app afresh: on a busy 2-core machine longer than one screen's test.
  test.setTimeout(120_000);
  const host = await signIn({ isHost: true });
  // Its own title: the formats other tests publish are listed beside it.
  const title = `Sourdough Sunday ${crypto.randomUUID().slice(0, 6)}`;
  const id = await publishedFormat(page.request, host, title);

  for (const name of FOUR) {
    const person = await (await browser.newContext({ baseURL, ...PHONE })).newPage();
    await person.goto('/programs');
    await person.getByRole('link', { name: title }).click();
    await expect(person.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await person.getByLabel('your first name').fill(name);
    await person.getByLabel('your e-mail').fill(`${name.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.com`);
    await forgetInterestHits(database);
    await person.getByRole('button', { name: "I'm interested" }).click();
    await expect(person.getByText(JOURNEY_COPY.interestSent)).toBeVisible();
    await person.context().close();
  }

  await page.goto(`/host/format/${id}/details`);
  await expect(page.getByRole('row')).toHaveCount(5);
});

test('the interested pick each other privately; the host closes both windows and approves the suggested group', async ({
  page,
  browser,
  baseURL,
  signIn,
  database,
}) => {
  test.setTimeout(120_000);
  const host = await signIn({ isHost: true });
  const id = await publishedFormat(page.request, host, 'Sourdough Sunday');
  const everyone = await people(browser, baseURL!, database);
  await sayInterested(everyone, id, database);

  // The host closes the interest period (the scheduler would at its end).
  await page.goto(`/host/format/${id}/details`);
  await expect(page.getByRole('row')).toHaveCount(5);
  // "close ... now" asks first: not now changes nothing.
  await page.getByRole('button', { name: 'close the interest period now' }).click();
  const asked = page.getByRole('dialog', { name: 'close the interest period now?' });
  await asked.getByRole('button', { name: 'not now' }).click();
  await expect(asked).toBeHidden();
  await expect(page.getByText(`now: ${JOURNEY_COPY.phase.interest}`)).toBeVisible();
  await page.getByRole('button', { name: 'close the interest period now' }).click();
  await asked.getByRole('button', { name: 'yes, close the interest period' }).click();
  await expect(page.getByText(`now: ${JOURNEY_COPY.phase.selection}`)).toBeVisible();

  // Each picks the others, privately.
  for (const { name, context } of everyone) {
    const person = await context.newPage();
    await person.goto(`/program/${id}`);
    await expect(person.getByRole('heading', { name: `your place, ${name}` })).toBeVisible();
    const cards = person
      .getByRole('list')
      .filter({ has: person.getByRole('group') })
      .getByRole('group');
    await expect(cards).toHaveCount(3);
    // A pick shows at once and is saved by its own request: each card's own "saved" before the next, so the window
    // closes only once the server has every pick.
    for (let card = 0; card < 3; card++) {
      await cards.nth(card).getByLabel('really', { exact: true }).check();
      await expect(cards.nth(card).getByLabel('really', { exact: true })).toBeChecked();
      await expect(cards.nth(card).locator('xpath=..').getByRole('status')).toHaveText('saved');
    }
    await context.close();
  }

  // The window closes; the host approves the suggested group.
  await page.getByRole('button', { name: 'close the selection window now' }).click();
  await page
    .getByRole('dialog', { name: 'close the selection window now?' })
    .getByRole('button', { name: 'yes, close the selection window' })
    .click();
  await expect(page.getByRole('heading', { name: 'group 1: suggested' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('@');
  await page.getByRole('button', { name: 'approve group 1' }).click();
  await expect(page.getByRole('heading', { name: 'group 1: confirmed' })).toBeVisible();
});

test('the approved group pays (demo provider: no money moves); the dashboard shows the figures, the activity and the payments', async ({
  page,
  browser,
  baseURL,
  signIn,
  database,
}) => {
  test.setTimeout(120_000);
  const host = await signIn({ isHost: true });
  const title = 'Sourdough Sunday';
  const everyone = await people(browser, baseURL!, database);
  const { formatId: id, groupId } = await suggestedGroup(page.request, host, everyone, title, database);
  await approve(page.request, id, groupId);

  for (const { context } of everyone) {
    const person = await context.newPage();
    await person.goto(`/program/${id}`);
    await expect(person.getByText(JOURNEY_COPY.status.selected)).toBeVisible();
    await expect(person.getByText('demo payments: no money moves.')).toBeVisible();
    await person.getByRole('button', { name: 'pay $45.00 CAD and confirm my place' }).click();
    await expect(person.getByText(JOURNEY_COPY.status.paid)).toBeVisible();
    await context.close();
  }

  // The dashboard's figures and activity.
  await page.goto('/host/dashboard');
  const figures = page.getByRole('list', { name: 'figures' });
  await expect(figures.getByRole('listitem').filter({ hasText: 'your earnings' })).toContainText('$144.00 CAD$144.00 CAD in 30 days');
  await expect(figures.getByRole('listitem').filter({ hasText: 'active' }).first()).toContainText('1');
  await expect(page.getByRole('heading', { level: 3, name: new RegExp(title) })).toBeVisible();
  await expect(page.getByText('4 interested · 1 of 1 group formed')).toBeVisible();
  const activity = page.getByRole('region', { name: 'recent activity' });
  await expect(activity.getByText('Ana is interested.')).toBeVisible();
  await expect(activity.getByText('Group 1 (4 people) is confirmed.')).toBeVisible();
  await expect(activity.getByText('Dev paid for group 1.')).toBeVisible();
  await activity.getByRole('link', { name: 'view payments (Dev paid for group 1.)' }).click();
  await expect(page).toHaveURL(/\/host\/payments$/);
  await expect(page.getByRole('row')).toHaveCount(5);
  await expect(page.getByRole('row').nth(1)).toContainText('$45.00 CAD$9.00 CAD$36.00 CAD-paid');
  for (const [path, heading] of [
    ['/host/analytics', 'analytics'],
    ['/host/billing', 'billing'],
    ['/host/settings', 'settings'],
    ['/host/profile', 'your host profile'],
    ['/host/help', 'help'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto('/host/billing');
  await expect(page.getByText('$180.00')).toBeVisible();
  // The ledger's sums in the city's currency: sales = fee on what was kept + earnings (the payouts' figures follow).
  const billing = page.locator('dl.host-breakdown').first();
  await expect(billing).toContainText('ticket sales$180.00 CAD');
  await expect(billing).toContainText('refunded to attendees$0.00 CAD');
  await expect(billing).toContainText('platform fee (20% of what was kept)$36.00 CAD');
  await expect(billing).toContainText('your earnings$144.00 CAD');
});

test('a signed-in member without the host role is refused the host area, creates a format from it and becomes a host', async ({
  page,
  signIn,
}) => {
  const member = await signIn({ hasProfile: true });
  await page.goto('/host/formats');
  await expect(page.getByRole('heading', { level: 1, name: 'hosts only' })).toBeVisible();
  await page.getByRole('link', { name: 'design an event format' }).click();
  await expect(page).toHaveURL(/\/create-event$/);
  await draftAt(page, 'Pottery night');
  await expect(page.getByText(`you're signed in as ${member.email}`)).toBeVisible();
  await next(page);
  await detailsAndPricing(page);
  await expect(page.getByLabel('your e-mail')).toHaveValue(member.email);
  await page.getByLabel('I accept the terms of use').check();
  page.once('dialog', (shown) => void shown.accept());
  await page.getByRole('button', { name: 'create my event format' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/host/formats');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Pottery night']);
});

test('the account prompt: "create account" opens /create-account in a new window and moves on after a second', async ({
  page,
  context,
}) => {
  await draftAt(page, 'Board game brunch');
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: 'create account' }).click();
  const popup = await opened;
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe('/create-account');
  await popup.close();
  await expect(stepHeading(page)).toHaveText('event details', { timeout: 3000 });
});
