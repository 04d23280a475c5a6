import type { Locator, Page } from '@playwright/test';
import { createMember, type MemberOptions } from '../helpers/members';
import { lateJoiners } from './support/late-joiners';
import { draftAt, openAt } from './support/onboarding';
import { expect, type TestServer, test } from './support/worker-server';

// The theme button must never cover content, checked on a phone where space is tightest. The server's clock
// stands just after Thursday's release, so /home has a batch with cards.
const CLOCK_START = '2026-11-19T17:00:05Z';

test.use({ viewport: { width: 390, height: 844 }, serverStart: { clock: CLOCK_START } });

const member = (server: TestServer, options: MemberOptions) => server.withDatabase((db) => createMember(db, options));
const unique = (name: string) => `${name}-${Math.random().toString(36).slice(2)}@example.com`;

/**
 * Scrolls `control` to the bottom of what can be seen (just above the bottom navigation, or the window's edge where
 * there is none), and a little higher in steps: the band where a button floating at the bottom would sit. At each
 * place, answers whether a press at the control's centre and at its right end (which a button floating at the right
 * covers first) reaches it: the control itself, or the card it belongs to (`within`) when the card's link is what a
 * press on it opens. Returns the places where it did not.
 */
async function coveredNearBottom(
  control: Locator,
  { within, points }: { within?: string; points: ('centre' | 'rightEnd')[] },
): Promise<string[]> {
  return control.evaluate(
    (element, { ownerSelector, wanted }) => {
      const owner = ownerSelector ? element.closest(ownerSelector)! : element;
      const misses: string[] = [];
      for (const gap of [4, 20, 36, 52, 68]) {
        const nav = document.querySelector('.bottom-nav');
        const openBottom = nav ? nav.getBoundingClientRect().top : window.innerHeight;
        window.scrollBy(0, element.getBoundingClientRect().bottom - (openBottom - gap));
        const box = element.getBoundingClientRect();
        const middle = box.top + box.height / 2;
        const at = { centre: box.left + box.width / 2, rightEnd: box.right - 4 };
        for (const point of wanted)
          if (!owner.contains(document.elementFromPoint(at[point], middle))) misses.push(`${point} at ${gap}px up`);
      }
      return misses;
    },
    { ownerSelector: within, wanted: points },
  );
}

async function expectNeverCovered(controls: Locator, label: string, within?: string) {
  const count = await controls.count();
  expect(count, label).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const control = controls.nth(index);
    expect(
      await coveredNearBottom(control, { within, points: ['centre', 'rightEnd'] }),
      `${label}: ${await control.textContent()}`,
    ).toEqual([]);
  }
}

async function signedIn(server: TestServer, page: Page, sessionId: string, path: string) {
  await page.context().addCookies([{ name: 'sid', value: sessionId, url: server.url }]);
  await page.goto(`${server.url}${path}`);
}

test('on the wizard the theme button covers no tile', async ({ page, server }) => {
  await openAt(page, `${server.url}/start`, draftAt('location-preferences', { neighborhoods: [] }));
  await expect(page.getByRole('button', { name: 'Downtown' })).toBeVisible();
  await expectNeverCovered(page.locator('.choice-tiles__tile'), 'location preferences');
  await openAt(page, `${server.url}/start`, draftAt('scheduling', { selectedSlots: [] }));
  await expect(page.getByRole('button', { name: 'Saturday 9 AM' })).toBeVisible();
  await expectNeverCovered(page.locator('.choice-tiles__tile'), 'scheduling');
});

test("on /home the theme button covers no chip on the batch's cards", async ({ page, server }) => {
  const long = ['remote work & digital nomading', 'productivity & time management', 'meditation & mindfulness'];
  const [viewer] = await lateJoiners(
    server,
    CLOCK_START,
    { firstName: 'Vic', email: unique('vic') },
    ...['Wes', 'Xia', 'Yui'].map((firstName) => ({ firstName, interests: long, email: unique(firstName) })),
  );
  await signedIn(server, page, viewer.sessionId, '/home');
  await expect(page.getByRole('link', { name: /yui/i })).toBeVisible();
  // A card is one link (its name's link covers the card), so a press on a chip opens the card.
  await expectNeverCovered(page.locator('.profile-card__chip'), 'chips', '.profile-card');
});

test('with the sync toast open, the theme button does not cover the interest slider', async ({ page, context, server }) => {
  const [viewer, other] = await lateJoiners(
    server,
    CLOCK_START,
    { firstName: 'Zoe', email: unique('zoe') },
    { firstName: 'Abe', email: unique('abe') },
  );
  await signedIn(server, page, viewer.sessionId, '/home');
  await expect(page.getByRole('link', { name: /abe/i })).toBeVisible();
  await page.goto(`${server.url}/profile/${other.profileId}`);
  const slider = page.getByRole('slider', { name: 'interest level' });
  await expect(slider).toBeVisible();
  await context.setOffline(true);
  await slider.fill('3');
  await slider.blur();
  await expect(page.getByText(/waiting to sync/)).toBeVisible();
  // The toast sits at the bottom left, over the slider's middle; its right end and the last level's name, beside
  // the toast, must stay free.
  expect(await coveredNearBottom(slider, { points: ['rightEnd'] })).toEqual([]);
  expect(await coveredNearBottom(page.getByText('Perfect Match', { exact: true }), { points: ['centre'] })).toEqual([]);
  await context.setOffline(false);
});

test('a modal dialog sits above the theme button: it cannot be pressed while the dialog is open', async ({ page, server }) => {
  const viewer = await member(server, { firstName: 'Bea', email: unique('bea') });
  await signedIn(server, page, viewer.sessionId, '/home');
  const trigger = page.getByRole('button', { name: 'change colour theme' });
  await expect(trigger).toBeVisible();
  await page.getByRole('button', { name: 'how discovery works' }).click();
  await expect(page.getByRole('dialog', { name: 'how discovery works' })).toBeVisible();
  const hitsTrigger = await trigger.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
  expect(hitsTrigger).toBe(false);
  await expect(trigger.click({ trial: true, timeout: 1000 })).rejects.toThrow();
});
