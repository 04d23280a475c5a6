import crypto from 'node:crypto';
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { createMember } from '../helpers/members';
import { brandUrl, CHROMIUM_ARGS, chromiumPath } from './support/e2e-env';
import { expect, test } from './support/fixtures';
import { changeProfile } from './support/profile-answers';
import { draftAt, heading, openAt, press } from './support/onboarding';

// How the screens look on a phone: nothing wraps, hides or overlaps, the theme's colours, words instead of raw values.
// Chromium's fake camera records the videos.
test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  launchOptions: {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

const email = (name: string) => `${name}-${crypto.randomUUID()}@example.com`;
const box = async (locator: Locator) => (await locator.boundingBox())!;
/** Top and bottom in the document's coordinates: two of them compare truly even when the page scrolls between reads. */
const placeOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top + window.scrollY, bottom: rect.bottom + window.scrollY };
  });

/** Whether two boxes share any area. */
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Scrolls `control` to just above the bottom navigation, and a little higher in steps, and answers where a press at its
 * centre or right end would not reach it (a box floating over the page would take it).
 */
function coveredAnywhere(control: Locator): Promise<string[]> {
  return control.evaluate((element) => {
    const misses: string[] = [];
    const nav = document.querySelector('.bottom-nav');
    const openBottom = nav ? nav.getBoundingClientRect().top : window.innerHeight;
    for (const gap of [4, 60, 200, 400, 600]) {
      window.scrollBy(0, element.getBoundingClientRect().bottom - (openBottom - gap));
      const rect = element.getBoundingClientRect();
      if (rect.top < 0) continue;
      const middle = rect.top + rect.height / 2;
      for (const [name, x] of [
        ['centre', rect.left + rect.width / 2],
        ['right end', rect.right - 4],
      ] as const)
        if (!element.contains(document.elementFromPoint(x, middle))) misses.push(`${name} at ${gap}px up`);
    }
    return misses;
  });
}

for (const width of [320, 390]) {
  for (const [host, cta] of [
    ['localhost', 'get your invite'],
    ['kindling.localhost', 'view programs'],
  ] as const) {
    test(`at ${width} px the ${host} header keeps "${cta}" on one line, whole and clear of the menu and theme buttons`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 700 });
      await page.goto(brandUrl(host));
      const button = page.locator('.brand-header').getByRole('link', { name: cta });
      const picker = page.getByRole('button', { name: /theme/i }).first();
      await expect(picker).toBeVisible();
      await page.screenshot({ path: `/tmp/home-tour/test-header-${host}-${width}.png`, clip: { x: 0, y: 0, width, height: 120 } });
      const shape = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.3;
        const range = document.createRange();
        range.selectNodeContents(element);
        return { textHeight: range.getBoundingClientRect().height, lineHeight, clipped: element.scrollWidth > element.clientWidth };
      });
      expect(shape.textHeight, 'the label is one line').toBeLessThan(shape.lineHeight * 1.5);
      expect(shape.clipped).toBe(false);
      const cta_ = await box(button);
      expect(cta_.x).toBeGreaterThanOrEqual(0);
      expect(cta_.x + cta_.width).toBeLessThanOrEqual(width);
      expect(overlap(cta_, await box(page.getByRole('button', { name: 'menu' })))).toBe(false);
      expect(overlap(cta_, await box(picker))).toBe(false);
      expect(overlap(cta_, await box(page.locator('.brand-header__logo')))).toBe(false);
    });
  }
}

test('/videos: the recorder comes before the prompts, the record button clear of what follows, radios in the theme colour; the sync box covers no recording button', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  test.setTimeout(90_000);
  const member = await createMember(database, { firstName: 'Vee', email: email('vee') });
  await context.addCookies([{ name: 'sid', value: member.sessionId, url: baseURL! }]);
  await page.goto('/emberite/settings/videos');
  const record = page.getByRole('button', { name: 'record a video' });
  await expect(record).toBeVisible();
  const firstRadio = page.getByRole('radio').first();
  expect((await box(record)).y).toBeLessThan((await box(firstRadio)).y);
  const radioColour = await firstRadio.evaluate((element) => getComputedStyle(element).accentColor);
  expect(radioColour).not.toBe('auto');
  await page.getByRole('radio', { name: 'Your best Toronto tip' }).check();
  await expect(page.locator('.videos__record')).toContainText('Your best Toronto tip');
  await record.click();
  await expect(page.getByRole('timer')).toHaveText(/^(1[0-3]|[2-9]) s$/, { timeout: 10_000 });
  await page.getByRole('button', { name: 'stop' }).click();
  const kept = page.getByRole('list', { name: 'recordings on this device' }).getByRole('listitem');
  await expect(kept).toHaveCount(1);
  const keptTitle = page.getByRole('heading', { level: 2, name: 'on this device' });
  // Once a recording is kept the page may scroll to it: the two are compared where they sit in the document.
  expect((await placeOf(record)).bottom).toBeLessThanOrEqual((await placeOf(keptTitle)).top);

  // Offline, the upload waits in the outbox and the "waiting to sync" box shows: it covers none of the recording's buttons.
  await context.setOffline(true);
  await kept.getByRole('button', { name: 'upload' }).click();
  await expect(page.getByRole('complementary', { name: 'changes not yet saved' })).toBeVisible();
  await page.screenshot({ path: '/tmp/home-tour/test-videos-syncing.png' });
  for (const name of ['retake', 'upload', 'delete']) expect(await coveredAnywhere(kept.getByRole('button', { name })), name).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: '/tmp/home-tour/test-videos.png', fullPage: true });
  await context.setOffline(false);
});

test('/settings: the lock is a drawn icon, the city by name, one slot as "1 slot"; the theme colour on progress bars', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  const member = await createMember(database, { firstName: 'Lou', email: email('lou'), slots: [{ dayOfWeek: 6, hour: 9 }] });
  await context.addCookies([{ name: 'sid', value: member.sessionId, url: baseURL! }]);
  await page.goto('/settings');
  const profile = page.getByRole('list', { name: 'profile' });
  await expect(profile.getByRole('button', { name: /location/ })).toHaveText(/location\s*Toronto\s*$/);
  await expect(profile).not.toContainText('CA:ON');
  await expect(profile).not.toContainText('🔒');
  await expect(profile.getByRole('button', { name: /name/ }).locator('svg')).toBeVisible();
  await expect(page.getByRole('list', { name: 'logistics' }).getByRole('button', { name: /availability/ })).toHaveText(/1 slot\s*$/);
  await page.screenshot({ path: '/tmp/home-tour/test-settings.png', fullPage: true });
  const progressColour = await page.evaluate(() => {
    const bar = document.body.appendChild(document.createElement('progress'));
    return getComputedStyle(bar).accentColor;
  });
  expect(progressColour).not.toBe('auto');
});

test('a stored level of "None" reads "no experience needed"', async ({ page }) => {
  await page.goto('/yvr/yvr-gastown-comedy');
  const facts = page.locator('.experience-detail__facts');
  await expect(facts).toContainText('no experience needed');
  await expect(facts).not.toContainText('None');
});

test('topics an AI suggested are lowercase beside the others; "photo saved" leaves with the step after the photo', async ({ page }) => {
  const yaml = [
    'interests:',
    '  - name: Urban Sketching',
    '    looking_for: people to draw the city with on weekends',
    '    can_contribute: spare pens and a route through kensington',
  ].join('\n');
  await openAt(page, '/start', draftAt('ai-preview', { aiPromptCopied: true, aiResponseText: yaml, selectedInterests: [] }));
  await expect(heading(page)).toHaveText("here's what we found");
  await expect(page.getByText('urban sketching', { exact: true })).toBeVisible();
  await expect(page.getByText('Urban Sketching', { exact: true })).toHaveCount(0);

  await openAt(page, '/start', draftAt('photo'));
  await expect(heading(page)).toHaveText('choose your profile photo');
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();
  await page.getByLabel('upload a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(heading(page)).toHaveText('looking good!');
  const banner = page.getByRole('button', { name: /photo saved on this device/ });
  await expect(banner).toBeVisible();
  await press(page, 'next');
  await expect(heading(page)).not.toHaveText('looking good!');
  await expect(banner).toBeHidden();
});

test('"profile created" stands clear of the title on /home', async ({ page, signIn }) => {
  await signIn({ hasProfile: true });
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // As after a registration whose profile has reached the server: the marker is on the device, its outbox entry gone.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open('meetup');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const writing = opening.result.transaction('settings', 'readwrite');
          writing.objectStore('settings').put({ key: 'onboarding.submittedProfile', value: 'sent-already' });
          writing.oncomplete = () => {
            opening.result.close();
            resolve();
          };
        };
      }),
  );
  await page.reload();
  const created = page.getByText('profile created');
  await expect(created).toBeVisible();
  const notice = await box(created);
  const title = await box(page.getByRole('heading', { level: 1 }));
  expect(title.y - (notice.y + notice.height)).toBeGreaterThanOrEqual(12);
});

test('a vibe check answered halfway reopens at its first unanswered step', async ({ page, context, baseURL, database }) => {
  const member = await createMember(database, { firstName: 'Hal', email: email('hal') });
  await changeProfile(database, member.email, {
    relationshipStatus: 'open',
    preferredSex: [],
    minIdealAge: null,
    maxIdealAge: null,
    discoveryPreference: null,
  });
  await context.addCookies([{ name: 'sid', value: member.sessionId, url: baseURL! }]);
  await page.goto('/vibe-check');
  await expect(page.getByRole('heading', { level: 2, name: 'looking to meet' })).toBeVisible();
});

test('the feedback step says the answers the meetup offers: yes or no', async ({ page, context, baseURL, database }) => {
  const member = await createMember(database, { firstName: 'Fay', email: email('fay') });
  await context.addCookies([{ name: 'sid', value: member.sessionId, url: baseURL! }]);
  await page.goto('/emberite/journey/getting-started/anonymous-feedback');
  await expect(page.getByText('You answer yes or no. That is all.')).toBeVisible();
  await expect(page.getByText(/maybe/)).toHaveCount(0);
});
