import { expect, test } from '@playwright/test';
import { POETRY_NIGHT_SCHEDULE } from '../../shared/experiences';
import { holdScripts } from './support/hold-scripts';

const PROGRAM_IDS = [
  'partner-dance',
  'solo-dance',
  'cooking-series',
  'pottery',
  'movement-trust',
  'communication-performance',
  'art-making',
  'ai-future-skills',
];

test('/programs lists the 8 programs, each with badges and a price, linking to its page', async ({ page }) => {
  await page.goto('/programs');
  // The sample programs' own list: formats published by hosts (other tests) are listed apart, under "from our hosts".
  const links = page.getByRole('list', { name: 'our programs' }).locator('a[href^="/program/"]');
  const hrefs = () => links.evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')))].sort());
  await expect.poll(hrefs).toEqual(PROGRAM_IDS.map((id) => `/program/${id}`).sort());
  await expect(page.getByText(/^from \$\d+ CAD\/session$/).first()).toBeVisible();
});

test('every program id has its page; an unknown id gets a real not-found page', async ({ page }) => {
  for (const id of PROGRAM_IDS) {
    await page.goto(`/program/${id}`);
    await expect(page.getByRole('heading', { level: 1 }), id).not.toHaveText(/couldn't find/);
  }
  // A program's page says its price in Canadian dollars, at the top and among its facts.
  await page.goto('/program/partner-dance');
  await expect(page.getByText('from $45 CAD/session', { exact: true })).toBeVisible();
  await expect(page.getByText('$45 CAD per session, paid only once your group is confirmed', { exact: true })).toBeVisible();
  await page.goto('/program/underwater-basket-weaving');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("we couldn't find that page");
});

test('/faq answers the six questions and links to the contact address', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.locator('main summary').filter({ hasText: /\?/ })).toHaveCount(6);
  await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
});

test('the legal pages state the effective date and the minimum age of 20', async ({ page }) => {
  for (const path of ['/terms-of-use', '/privacy-policy']) {
    await page.goto(path);
    await expect(page.getByText('Effective January 15, 2025').first(), path).toBeVisible();
  }
  await page.goto('/terms-of-use');
  await expect(page.locator('main')).toContainText(/20 years/);
});

test('/press opens the article in a new tab and leads back home', async ({ page }) => {
  await page.goto('/press');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Story in the News');
  const external = page.locator('main a[target="_blank"]').first();
  await expect(external).toHaveAttribute('rel', /noopener/);
  await page.getByRole('link', { name: 'To Home Page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('the hosts page chat', () => {
  test('shows 5 quick replies and swaps a used one for the next', async ({ page }) => {
    await page.goto('/hosts');
    const replies = page.getByRole('list', { name: 'common questions' }).getByRole('button');
    await expect(replies).toHaveCount(5);
    const first = (await replies.first().innerText()).trim();
    await replies.first().click();
    const log = page.getByRole('log');
    await expect(log.locator('li').filter({ hasText: first })).toHaveCount(1);
    // The answer is typed out in pieces of about 20 characters before it appears whole.
    const partial = log.locator('.host-chat__bubble--host span[aria-hidden="true"]');
    await expect(partial.first()).toHaveText(/\S/);
    await expect(replies).toHaveCount(5);
    await expect(replies.filter({ hasText: first })).toHaveCount(0);
  });

  test('ignores empty input and answers unknown questions with the contact address when no texting number is configured', async ({
    page,
  }) => {
    await page.goto('/hosts');
    const log = page.getByRole('log');
    // The greeting is there before anything is asked.
    await expect(log.locator('li')).toHaveCount(1);
    const before = 1;
    await page.getByLabel('your question').fill('    ');
    await page.getByRole('button', { name: 'send' }).click();
    await expect(log.locator('li')).toHaveCount(before);
    await page.getByLabel('your question').fill('  do you like penguins?  ');
    await page.getByRole('button', { name: 'send' }).click();
    await expect(log.locator('li').filter({ hasText: /^you: do you like penguins\?$/ })).toHaveCount(1);
    await expect(log).toContainText("isn't implemented", { timeout: 15_000 });
    // The e2e server sets no HOSTS_PHONE: the brand's contact address, and no number made up.
    await expect(log).toContainText('write to us at hello@emberite.ca');
    await expect(log).not.toContainText('555');
  });

  test('a question typed before the page has its script is kept, and sent once the chat can answer', async ({ page }) => {
    // The pre-rendered page arrives; its script is held back, as on a slow phone.
    const release = await holdScripts(page);
    await page.goto('/hosts', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('your question').fill('do you like penguins?');
    // Sending now would submit the form natively: a reload that loses the question.
    await expect(page.getByRole('button', { name: 'send' })).toBeDisabled();
    release();
    await page.getByRole('button', { name: 'send' }).click();
    const log = page.getByRole('log');
    await expect(log.locator('li').filter({ hasText: /^you: do you like penguins\?$/ })).toHaveCount(1);
    await expect(page.getByLabel('your question')).toHaveValue('');
    await expect(log).toContainText("isn't implemented", { timeout: 15_000 });
  });

  test('Sign Up goes to /create-account, and from there to the host area', async ({ page }) => {
    await page.goto('/become-a-host');
    await page.getByRole('region', { name: 'ask us about hosting' }).getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/create-account\?redirectedFrom=%2Fhost$/);
  });
});

test('poetry night registration needs an availability and the acknowledgement, then asks a visitor to sign in to send it', async ({
  page,
}) => {
  await page.goto('/emberite/experiences/poetry-night/join');
  await page.getByRole('button', { name: "Let's go!" }).click();
  await expect(
    page.getByText('Please select at least one availability option. More options mean a higher chance of snagging a spot.').first(),
  ).toBeVisible();
  await expect(page.getByText('Make sure you understand that the spot is not guaranteed (check the box)').first()).toBeVisible();
  await page.locator('main input[type="checkbox"]').first().check();
  await page.locator('main input[type="checkbox"]').last().check();
  await page.getByRole('button', { name: "Let's go!" }).click();
  // Signed in it goes to / (docs/product-rules.md#public-pages: experience-registration.spec.ts); signed out nothing can be sent yet.
  await expect(page.getByRole('heading', { name: 'sign in to send your answer' })).toBeFocused();
  await expect(page).toHaveURL(/\/emberite\/experiences\/poetry-night\/join$/);
});

test('poetry night offers the coming Fridays, each with its year', async ({ page }) => {
  await page.goto('/emberite/experiences/poetry-night/join');
  const options = page.getByRole('group', { name: 'which fridays could you make?' }).getByRole('checkbox');
  await expect(options).toHaveCount(4);
  // "Coming" is after the venue's today, not this machine's: on a Friday before 8 AM UTC it is still Thursday there,
  // and that Friday's evening is to come.
  const venueToday = new Intl.DateTimeFormat('en-CA', { timeZone: POETRY_NIGHT_SCHEDULE.timeZone }).format(new Date());
  for (const label of await page.locator('main fieldset label').allTextContents()) {
    const match = /^Friday, ([A-Z][a-z]+) (\d{1,2}), (\d{4}), 7 PM$/.exec(label.trim());
    expect(match, label).not.toBeNull();
    const date = new Date(`${match![1]} ${match![2]}, ${match![3]} 12:00 UTC`).toISOString().slice(0, 10);
    expect(date > venueToday, `${label} comes after ${venueToday}`).toBe(true);
  }
});

test('the press card is the configured article, and without a configured form builders are asked to write', async ({ page }) => {
  // playwright.config.ts configures the article (PRESS_ARTICLE_*) and leaves BUILDERS_FORM_URL unset.
  await page.goto('/press');
  const article = page.getByRole('link', { name: /Coffee with strangers, every weekend/ });
  await expect(article).toHaveAttribute('href', 'https://news.example.org/2026/coffee-with-strangers');
  await expect(page.getByText('news.example.org · November 2026')).toBeVisible();
  await page.goto('/shopify-builders');
  const apply = page.getByRole('region', { name: 'interested?' }).getByRole('link').first();
  await expect(apply).toHaveAttribute('href', /^mailto:/);
  for (const path of ['/press', '/shopify-builders']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(
      hrefs.filter((href) => /forms\.gle\/?$|blogto\.com\/?$/.test(href ?? '')),
      path,
    ).toEqual([]);
  }
});
