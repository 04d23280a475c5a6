import crypto from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Database } from '../../server/db/database';
import { PROFILE_EXISTS_MESSAGE } from '../../shared/profiles';
import type { TestAccount } from '../helpers/accounts';
import { createMember } from '../helpers/members';
import { expectNoSeriousAxeViolations as scan } from './support/axe';
import { putDeviceRow } from './support/device-rows';
import { brandUrl, CHROMIUM_ARGS, chromiumPath } from './support/e2e-env';
import { expect, test } from './support/fixtures';
import type { EventFormatCreated } from '../../shared/event-formats-contract';
import { JOURNEY_COPY } from '../../shared/format-journey';
import {
  approve,
  closeNow,
  FOUR,
  formatPayload,
  PHONE,
  pay,
  people,
  pickEachOther,
  publishedFormat,
  sayInterested,
  suggestedGroup,
} from './support/format-journey';
import { profileMadeElsewhereWhileSending } from './support/onboarding';
import { firstSessionNow } from './support/session-now';
import { untilWorkerActive } from './support/service-worker';

// axe on the screen states a phone shows (accessibility.spec.ts has the computer's), where a wide table scrolls inside
// its box and axe judges what only a small screen shows. Each state arranged through the database, the device's
// database or the API, and through the screens only where what is on screen is the state. Chromium's fake camera
// records (and is allowed).
// Several scans a test: one took up to 15 s on this 2-core machine under other work's load.
test.describe.configure({ timeout: 120_000 });
test.use({
  ...PHONE,
  launchOptions: {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

const EXPERIENCE_PAGES = [
  '/experience/poetryNight',
  '/experience/danceToday',
  '/experience/bazaDance',
  '/experience/worldDanceCo',
  '/experience/poetry-night-first-street',
  '/yvr/yvr-gastown-comedy',
];

for (const path of EXPERIENCE_PAGES) {
  test(`on a phone, ${path}'s comparison scrolls by keyboard and axe finds no serious violations`, async ({ page }) => {
    await page.goto(path);
    const table = page.getByRole('region', { name: /compared with a generic event/ });
    await expect(table).toBeVisible();
    await table.focus();
    await expect(table).toBeFocused();
    await scan(page, path);
  });
}

test("on a phone, a member's experience page has no serious axe violations", async ({ page, signIn }) => {
  await signIn({ hasProfile: true });
  await page.goto('/emberite/experience/poetry-night-first-street');
  await expect(page.getByRole('region', { name: /compared with a generic event/ })).toBeVisible();
  await scan(page);
});

for (const host of ['localhost', 'kindling.localhost']) {
  test(`on a phone, /faq on ${host} has no serious axe violations`, async ({ page }) => {
    await page.goto(brandUrl(host, '/faq'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scan(page);
  });
}

const stepHeading = (page: Page) => page.locator('#create-event-step');
const next = (page: Page) => page.getByRole('button', { name: /^next( →)?$/ }).click();

/** /create-event with the network off once the app is on the device: the wizard then says it keeps the format here. */
async function createEventOffline(page: Page, context: BrowserContext) {
  await page.goto('/create-event');
  await untilWorkerActive(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: "you're offline" })).toBeVisible();
}

/** The wizard's draft as the steps before `step` leave it (Dexie table formatWizardDraft); the wizard makes it whole. */
async function createEventDraftAt(page: Page, step: string) {
  await page.goto('/create-event');
  await expect(stepHeading(page)).toBeVisible();
  const date = new Date(Date.now() + 20 * 24 * 60 * 60_000).toISOString().slice(0, 10);
  const dated = step === 'account' ? { possibleDates: [{ date, time: '10:00-13:00' }] } : {};
  const placed =
    step === 'account' ? { location: { city: 'toronto', neighborhood: 'Leslieville', venueDetails: '', isOnline: false } } : {};
  await putDeviceRow(page, 'formatWizardDraft', {
    key: 'current',
    draft: { step, format: 'Sourdough Sunday', category: 'cooking', ...dated, ...placed },
  });
}

const scanStep = async (page: Page, name: string) => {
  await expect(stepHeading(page)).toHaveText(name);
  await scan(page, name);
};

test('axe: the /create-event steps, offline, from the first to the group', async ({ page, context }) => {
  await createEventOffline(page, context);
  await scanStep(page, 'what will you host?');
  await next(page);
  await page.getByLabel('name of your gathering').fill('Sourdough Sunday');
  await page.getByLabel('category').selectOption('cooking');
  await scanStep(page, 'what gathering are you creating?');
  await next(page);
  await scanStep(page, 'the timeline');
  await next(page);
  await scanStep(page, 'how long to gather interest?');
  await next(page);
  await scanStep(page, 'the group');
});

test("axe: the /create-event steps, offline, from the group's parameters to the place", async ({ page, context }) => {
  await createEventDraftAt(page, 'group-composition');
  await createEventOffline(page, context);
  await scanStep(page, 'set your group parameters');
  await next(page);
  await scanStep(page, 'the logistics');
  await next(page);
  // No date yet: "next" says so; then the first date possible.
  await expect(stepHeading(page)).toHaveText('when could this happen?');
  await next(page);
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await page.getByRole('table').getByRole('button', { disabled: false }).first().click();
  await expect(page.getByRole('button', { name: /^remove / })).toHaveCount(1);
  await scanStep(page, 'when could this happen?');
  await next(page);
  await page.getByRole('combobox').selectOption('10:00-13:00');
  await scanStep(page, 'what time works best?');
  await next(page);
  await page.getByLabel('city').selectOption('toronto');
  await page.getByLabel('neighbourhood').fill('Leslieville');
  await expect(page.getByText('where: Leslieville, Toronto')).toBeVisible();
  await scanStep(page, 'where will it happen?');
});

test('axe: the account prompt, offline, its dialog, the details, the price and the preview', async ({ page, context }) => {
  await createEventDraftAt(page, 'account');
  await createEventOffline(page, context);
  await expect(stepHeading(page)).toHaveText('manage it with an account');
  await scan(page, 'manage it with an account');
  await page.getByRole('button', { name: 'Continue without account' }).click();
  const dialog = page.getByRole('dialog', { name: 'continue without an account?' });
  await expect(dialog).toBeVisible();
  await scan(page, 'continue without an account?');
  await dialog.getByRole('button', { name: 'continue anyway' }).click();

  await expect(stepHeading(page)).toHaveText('event details');
  await page.getByLabel('description').fill('Bake a loaf together, from starter to crust, and take one home.');
  await page.getByLabel('food', { exact: true }).check();
  await page.getByLabel('which food?').fill('fresh bread and butter');
  await scan(page, 'event details');
  await next(page);
  await expect(stepHeading(page)).toHaveText('set your price');
  await expect(page.locator('dl').first()).toContainText('your earnings (80%)$36.00 CAD');
  await scan(page, 'set your price');
  await next(page);
  await expect(stepHeading(page)).toHaveText('preview your event format');
  await page.getByLabel('your e-mail').fill(`host-${crypto.randomUUID()}@example.com`);
  await page.getByLabel('I accept the terms of use').check();
  await scan(page, 'preview, ready to create');
});

test('axe: the host area refused to a member who is not a host', async ({ page, signIn }) => {
  await signIn({ hasProfile: true });
  await page.goto('/host/formats');
  await expect(page.getByRole('heading', { level: 1, name: 'hosts only' })).toBeVisible();
  await scan(page);
});

test("axe: a published format's page with interest being given, and a person's cards in the selection window", async ({
  page,
  browser,
  baseURL,
  signIn,
  database,
}) => {
  const host = await signIn({ isHost: true });
  const everyone = await people(browser, baseURL!, database);
  const id = await publishedFormat(page.request, host, 'Sourdough Sunday');
  const visitor = await (await browser.newContext({ baseURL, ...PHONE })).newPage();
  await visitor.goto(`/program/${id}`);
  await visitor.getByLabel('your first name').fill('Ana');
  await visitor.getByLabel('your e-mail').fill(`ana-${crypto.randomUUID().slice(0, 8)}@example.com`);
  await scan(visitor, "the format's page, interest being given");
  await visitor.context().close();

  await sayInterested(everyone, id, database);
  await closeNow(page.request, id);
  const ana = await everyone[0]!.context.newPage();
  await ana.goto(`/program/${id}`);
  await expect(ana.getByRole('heading', { name: 'your place, Ana' })).toBeVisible();
  await expect(
    ana
      .getByRole('list')
      .filter({ has: ana.getByRole('group') })
      .getByRole('group'),
  ).toHaveCount(3);
  await scan(ana, 'the selection window, the others to pick');
  for (const person of everyone) await person.context.close();
});

test('axe: the suggested group on the format’s details', async ({ page, browser, baseURL, signIn, database }) => {
  const host = await signIn({ isHost: true });
  const everyone = await people(browser, baseURL!, database);
  const { formatId } = await suggestedGroup(page.request, host, everyone, 'Sourdough Sunday', database);
  await page.goto(`/host/format/${formatId}/details`);
  await expect(page.getByRole('heading', { name: 'group 1: suggested' })).toBeVisible();
  await scan(page, 'the suggested group');
  for (const person of everyone) await person.context.close();
});

/** A host whose format's group is approved and paid by all four: what the host area then shows. */
async function paidGroup(
  page: Page,
  browser: Browser,
  baseURL: string,
  signIn: (options: { isHost: boolean }) => Promise<TestAccount>,
  database: Database,
) {
  const host = await signIn({ isHost: true });
  const everyone = await people(browser, baseURL, database);
  const { formatId, groupId } = await suggestedGroup(page.request, host, everyone, 'Sourdough Sunday', database);
  await approve(page.request, formatId, groupId);
  for (const person of everyone) {
    await pay(person, formatId);
    await person.context.close();
  }
}

test('axe: the dashboard, the payments and the analytics of a host whose group has paid', async ({
  page,
  browser,
  baseURL,
  signIn,
  database,
}) => {
  await paidGroup(page, browser, baseURL!, signIn, database);
  await page.goto('/host/dashboard');
  await expect(page.getByRole('region', { name: 'recent activity' }).getByText('Dev paid for group 1.')).toBeVisible();
  await scan(page, 'the dashboard');
  await page.goto('/host/payments');
  await expect(page.getByRole('row')).toHaveCount(5);
  await scan(page, 'payments');
  await page.goto('/host/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'analytics' })).toBeVisible();
  await scan(page, '/host/analytics');
});

test('axe: the billing, settings, profile and help of a host whose group has paid', async ({
  page,
  browser,
  baseURL,
  signIn,
  database,
}) => {
  await paidGroup(page, browser, baseURL!, signIn, database);
  for (const [path, name] of [
    ['/host/billing', 'billing'],
    ['/host/settings', 'settings'],
    ['/host/profile', 'your host profile'],
    ['/host/help', 'help'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    if (path === '/host/billing') await expect(page.getByText('$180.00')).toBeVisible();
    await scan(page, path);
  }
});

test("axe: a member's payments on /payment, a paid ticket listed and none yet", async ({ page, browser, baseURL, signIn, database }) => {
  const host = await signIn({ isHost: true });
  const everyone = await people(browser, baseURL!, database, FOUR, { hasProfile: true });
  const { formatId, groupId } = await suggestedGroup(page.request, host, everyone, 'Clay and coffee', database);
  await approve(page.request, formatId, groupId);
  for (const person of everyone) await pay(person, formatId);
  const ana = await everyone[0]!.context.newPage();
  await ana.goto('/payment');
  await expect(ana.getByRole('list', { name: 'your payments' }).getByRole('listitem')).toHaveCount(1);
  await scan(ana, '/payment with a paid ticket');

  const [eve] = await people(browser, baseURL!, database, ['Eve'], { hasProfile: true });
  const none = await eve!.context.newPage();
  await none.goto('/payment');
  await expect(none.getByRole('region', { name: 'your payments' }).getByText(/^no payments yet/)).toBeVisible();
  await scan(none, '/payment with no payments yet');
  for (const person of [...everyone, eve!]) await person.context.close();
});

/** A six-session weekly program with an address, published by `host`: its id. */
async function sixSessionProgram(page: Page, host: TestAccount, title: string, rules: Record<string, string> = {}): Promise<string> {
  const base = formatPayload(title);
  const format = {
    ...base,
    sessions: { count: 6, everyDays: 7 },
    isRecurring: true,
    recurringPattern: '6 weekly sessions',
    venue: { ...base.venue, venueDetails: '41 Clay Street, unit 3' },
    groupRules: { ...base.groupRules, ...rules },
  };
  const made = await page.request.post('/api/event-format/draft', { data: { format, hostInfo: { email: host.email, isNewHost: false } } });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as EventFormatCreated;
  expect((await page.request.post(`/api/event-format/${id}/publish`)).status()).toBe(200);
  return id;
}

test('axe: the dates step choosing a series of weekly sessions', async ({ page }) => {
  await page.goto('/create-event');
  await expect(stepHeading(page)).toBeVisible();
  const date = new Date(Date.now() + 20 * 24 * 60 * 60_000).toISOString().slice(0, 10);
  await putDeviceRow(page, 'formatWizardDraft', {
    key: 'current',
    draft: {
      step: 'event-dates',
      format: 'Wheel pottery',
      possibleDates: [{ date, time: '19:00-22:00' }],
      sessions: { count: 6, everyDays: 7 },
    },
  });
  await page.reload();
  await expect(page.getByRole('slider', { name: /how many sessions/ })).toHaveValue('6');
  await expect(page.getByRole('radio', { name: 'weekly' })).toBeChecked();
  await scanStep(page, 'when could this happen?');
});

test("axe: a six-session program on /programs and its page; the host's close-now dialog; the confirmed group's sessions", async ({
  page,
  browser,
  baseURL,
  signIn,
  database,
}) => {
  const host = await signIn({ isHost: true });
  const everyone = await people(browser, baseURL!, database);
  const title = `Wheel pottery ${crypto.randomUUID().slice(0, 6)}`;
  const id = await sixSessionProgram(page, host, title);
  await page.goto('/programs');
  await expect(page.getByRole('region', { name: 'from our hosts' }).getByRole('link', { name: title })).toBeVisible();
  await scan(page, "/programs with a host's program");
  const visitor = await (await browser.newContext({ baseURL, ...PHONE })).newPage();
  await visitor.goto(`/program/${id}`);
  await expect(visitor.getByText('$45 CAD per session × 6 sessions = $270 CAD ticket')).toBeVisible();
  await scan(visitor, "a six-session program's page");
  await visitor.context().close();

  await sayInterested(everyone, id, database);
  await page.goto(`/host/format/${id}/details`);
  await page.getByRole('button', { name: 'close the interest period now' }).click();
  const asked = page.getByRole('dialog', { name: 'close the interest period now?' });
  await expect(asked).toBeVisible();
  await scan(page, 'close the interest period now?');
  await asked.getByRole('button', { name: 'yes, close the interest period' }).click();
  await expect(page.getByText(`now: ${JOURNEY_COPY.phase.selection}`)).toBeVisible();

  await pickEachOther(everyone, id);
  const { groups } = await closeNow(page.request, id);
  await approve(page.request, id, groups[0]!.id);
  for (const person of everyone) await pay(person, id);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'group 1: confirmed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'its 6 sessions' })).toBeVisible();
  await scan(page, "a confirmed group's six sessions");
  await page.getByText('move a session of group 1').click();
  await expect(page.getByLabel('new day')).toBeVisible();
  await scan(page, "moving one of a group's sessions");
  for (const person of everyone) await person.context.close();
});

test('axe: a paid place with its sessions and what to know to get there, and giving it up asked first', async ({
  page,
  browser,
  baseURL,
  signIn,
  database,
}) => {
  const host = await signIn({ isHost: true });
  const everyone = await people(browser, baseURL!, database);
  const id = await sixSessionProgram(page, host, 'Wheel pottery');
  await sayInterested(everyone, id, database);
  await closeNow(page.request, id);
  await pickEachOther(everyone, id);
  const { groups } = await closeNow(page.request, id);
  await approve(page.request, id, groups[0]!.id);
  for (const person of everyone) await pay(person, id);

  const ana = await everyone[0]!.context.newPage();
  await ana.goto(`/program/${id}`);
  await expect(ana.getByRole('heading', { name: 'getting there' })).toBeVisible();
  await expect(ana.getByText('41 Clay Street, unit 3', { exact: true })).toBeVisible();
  await expect(ana.getByRole('heading', { name: 'group 1: your 6 sessions' })).toBeVisible();
  await scan(ana, 'a paid place, its sessions and logistics');
  await ana.getByRole('button', { name: 'give up my place' }).click();
  const giveUp = ana.getByRole('dialog', { name: 'give up your place?' });
  await expect(giveUp).toBeVisible();
  // What comes back, in its currency, before anything is done: a month ahead the flexible policy returns all of it.
  await expect(
    giveUp.getByText('you get your $270.00 CAD back in full, and your place goes to someone else.', { exact: true }),
  ).toBeVisible();
  await scan(ana, 'give up your place?');
  for (const person of everyone) await person.context.close();
});

test("axe: a called-off program's page, its details and the dashboard's cancelled formats", async ({ page, signIn }) => {
  const host = await signIn({ isHost: true });
  // Nobody interested, and "cancel the event" for low interest: closing the interest period calls it off.
  const id = await sixSessionProgram(page, host, 'Quiet pottery', { lowInterestStrategy: 'cancel-event' });
  expect((await closeNow(page.request, id)).phase).toBe('cancelled');
  await page.goto(`/program/${id}`);
  await expect(page.getByRole('status').filter({ hasText: JOURNEY_COPY.phase.cancelled })).toBeVisible();
  await scan(page, "a called-off program's page");
  await page.goto(`/host/format/${id}/details`);
  await expect(page.getByText(`now: ${JOURNEY_COPY.phase.cancelled}`)).toBeVisible();
  await scan(page, "a called-off program's details");
  await page.goto('/host/dashboard');
  await page.getByRole('radio', { name: 'cancelled' }).check();
  await expect(page.getByRole('heading', { level: 3, name: 'Quiet pottery' })).toBeVisible();
  await scan(page, "the dashboard's cancelled formats");
});

test('axe: a member on a public page, and /home saying the answers of a finished wizard were not used', async ({ page, signIn }) => {
  await signIn({ hasProfile: true });
  await page.goto('/faq');
  await expect(page.getByRole('banner').getByRole('link', { name: 'go to discover' })).toBeVisible();
  await scan(page, '/faq, a member');
  // As the wizard leaves it when it ended by signing in to an account that has a profile.
  await putDeviceRow(page, 'settings', { key: 'onboarding.alreadyAMember', value: new Date().toISOString() });
  await page.goto('/home');
  await expect(page.getByRole('status').filter({ hasText: PROFILE_EXISTS_MESSAGE })).toBeVisible();
  await scan(page, '/home, the answers not used');
});

test('axe: /home with a profile refused as made elsewhere, in the list of changes that need attention', async ({ page, database }) => {
  await profileMadeElsewhereWhileSending(page, database);
  await expect(page.getByRole('region', { name: 'needs your attention' })).toContainText(PROFILE_EXISTS_MESSAGE);
  await scan(page, '/home, the profile refused as made elsewhere');
});

test('axe: an experience’s registration for a member, step 4 answered "no", and the deposit page', async ({ page, signIn }) => {
  await signIn({ hasProfile: true });
  await page.goto('/emberite/experiences/yvr-gastown-comedy/join');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('register for comedy night in gastown');
  await scan(page, 'registration, step 1');

  const nextStep = () => page.getByRole('button', { name: 'next step' }).click();
  await page.goto('/emberite/experiences/poetry-night-first-street/join');
  await page.getByRole('group', { name: 'which evenings could you make?' }).getByRole('checkbox').first().check();
  await nextStep();
  await page.getByRole('checkbox', { name: 'karaoke' }).check();
  await nextStep();
  await page.getByRole('group', { name: 'your ideal budget per person' }).getByRole('radio', { name: '$20 to $50' }).check();
  await page.getByRole('group', { name: 'the most you would spend' }).getByRole('radio', { name: '$50 to $100' }).check();
  await nextStep();
  await page.getByRole('radio', { name: 'no' }).check();
  await expect(page.getByRole('button', { name: 'switch to yes' })).toBeVisible();
  await scan(page, 'step 4, "no"');

  await page.goto('/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'your deposit' })).toBeVisible();
  await scan(page, '/payment');
});

test('axe: /settings, and a recording waiting offline to upload beside the box of changes not yet saved', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  const member = await createMember(database, {
    firstName: 'Lou',
    email: `lou-${crypto.randomUUID()}@example.com`,
    slots: [{ dayOfWeek: 6, hour: 9 }],
  });
  await context.addCookies([{ name: 'sid', value: member.sessionId, url: baseURL! }]);
  await page.goto('/settings');
  await expect(page.getByRole('list', { name: 'logistics' })).toBeVisible();
  await scan(page, '/settings');

  await page.goto('/emberite/settings/videos');
  await untilWorkerActive(page);
  await page.getByRole('button', { name: 'record a video' }).click();
  await expect(page.getByRole('timer')).toHaveText(/^(1[0-3]|[2-9]) s$/, { timeout: 10_000 });
  await page.getByRole('button', { name: 'stop' }).click();
  const kept = page.getByRole('list', { name: 'recordings on this device' }).getByRole('listitem');
  await expect(kept).toHaveCount(1);
  await context.setOffline(true);
  await kept.getByRole('button', { name: 'upload' }).click();
  await expect(page.getByRole('complementary', { name: 'changes not yet saved' })).toBeVisible();
  await scan(page, 'a recording waiting to upload, offline');
  await context.setOffline(false);
});

test("axe: a program session's check-in on its day, on the participant's phone and on the host's details", async ({
  page,
  browser,
  baseURL,
  signIn,
  database,
}) => {
  const host = await signIn({ isHost: true });
  const everyone = await people(browser, baseURL!, database);
  const { formatId, groupId } = await suggestedGroup(page.request, host, everyone, 'Wheel throwing', database);
  await approve(page.request, formatId, groupId);
  for (const person of everyone) await pay(person, formatId);
  await firstSessionNow(database, groupId);
  const ana = await everyone[0]!.context.newPage();
  await ana.goto(`/program/${formatId}`);
  await expect(ana.getByLabel('the 4-digit code from your host')).toBeVisible();
  await scan(ana, "a session's check-in, the code field");
  await page.goto(`/host/format/${formatId}/details`);
  await expect(page.getByRole('button', { name: 'check Ana in' })).toBeVisible();
  await scan(page, "the host's session on its day: code, QR code and check-in buttons");
  for (const person of everyone) await person.context.close();
});
