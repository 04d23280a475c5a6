import type { Browser, Page } from '@playwright/test';
import { profilesRepo } from '../../server/features/profiles/repo';
import type { TestMember } from '../helpers/members';
import { expectNoSeriousAxeViolations } from './support/axe';
import { lateJoiners as lateJoinersOf } from './support/late-joiners';
import { expect, type TestServer, test } from './support/worker-server';

// With PEOPLE_BROWSING=on and AVAILABILITY=on (switched on for these tests), /emberite/people lists this week's
// batch through the Search Settings, and /emberite/availability edits the member's times. The server's clock starts
// just after Thursday's release, so there is a batch to list.
const CLOCK_START = '2026-11-19T17:00:05Z';
test.use({ serverStart: { clock: CLOCK_START, switches: { peopleBrowsing: true, availability: true } } });

const u = (name: string) => `${name}-${Math.random().toString(36).slice(2)}@example.com`;

async function signedIn(browser: Browser, server: TestServer, who: TestMember, path: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'sid', value: who.sessionId, url: server.url }]);
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  return page;
}

const people = (page: Page) => page.getByRole('region', { name: "this week's faces" }).getByRole('listitem');

test('people lists this week’s batch through the Search Settings, which return to the list', async ({ browser, server }) => {
  const [viewer, hugo] = await lateJoinersOf(
    server,
    CLOCK_START,
    { firstName: 'Vic', email: u('vic') },
    { firstName: 'Hugo', email: u('hugo') },
    { firstName: 'Ana', email: u('ana') },
  );
  await server.withDatabase((db) => profilesRepo(db).setSignUpFields(hugo.email, { sex: 'male', age: 58 }, new Date().toISOString()));
  const page = await signedIn(browser, server, viewer, '/emberite/people');
  await expect(page.getByRole('heading', { level: 1, name: 'people' })).toBeVisible();
  await expect(page.getByText('showing everyone, any age')).toBeVisible();
  await expect(people(page).filter({ hasText: /hugo/i })).toHaveCount(1);
  await expect(people(page).filter({ hasText: /ana/i })).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('link', { name: 'Search Settings' }).click();
  await expect(page).toHaveURL(/\/emberite\/peopleFilterSettings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Settings' })).toBeVisible();
  await page.getByRole('radio', { name: 'women' }).check();
  await page.getByLabel('from').selectOption('25');
  await page.getByLabel('to').selectOption('40');
  await page.getByRole('checkbox', { name: 'romance' }).uncheck();
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Apply' }).click();

  await expect(page).toHaveURL(/\/emberite\/people$/);
  await expect(page.getByText('showing women, aged 25 to 40')).toBeVisible();
  await expect(people(page).filter({ hasText: /ana/i })).toHaveCount(1);
  await expect(people(page).filter({ hasText: /hugo/i })).toHaveCount(0);
  // Kept on the device: after a reload the list is still filtered, and the form shows what was chosen.
  await page.reload();
  await expect(page.getByText('showing women, aged 25 to 40')).toBeVisible();
  await page.goto(`${server.url}/emberite/peopleFilterSettings`);
  await expect(page.getByRole('checkbox', { name: 'romance' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page.getByText('showing everyone, any age')).toBeVisible();
  await page.context().close();
});

test('availability opens the times step in edit mode and saves the member’s slots', async ({ browser, server }) => {
  const [member] = await lateJoinersOf(server, CLOCK_START, { firstName: 'Ava', email: u('ava') });
  const page = await signedIn(browser, server, member, '/emberite/availability');
  await expect(page.getByRole('heading', { level: 1, name: 'what times could work?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'save' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  // createMember offers every slot; Sunday 11 AM goes.
  await page.getByRole('button', { name: 'Sunday 11 AM' }).click();
  await page.getByRole('button', { name: 'save' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  const slots = async () => (await server.withDatabase((db) => profilesRepo(db).find(member.email)))!.availableTimeSlots;
  await expect.poll(slots, { timeout: 15_000 }).toHaveLength(3);
  await page.context().close();
});
