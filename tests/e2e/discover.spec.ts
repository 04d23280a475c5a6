import crypto from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { groupsRepo } from '../../server/features/groups/repo';
import { noticesRepo } from '../../server/features/notices/repo';
import { paymentsRepo } from '../../server/features/payments/repo';
import { picksRepo } from '../../server/features/discover/picks-repo';
import { profilesRepo } from '../../server/features/profiles/repo';
import { createMember, type MemberOptions, type TestMember } from '../helpers/members';
import { lateJoiners as lateJoinersOf, runCycle } from './support/late-joiners';
import { untilWorkerActive } from './support/service-worker';
import { expect, type TestServer, test } from './support/worker-server';

// The server's clock starts just after Thursday's release (its first tick releases the week).
const CLOCK_START = '2026-11-19T17:00:05Z';
test.use({ serverStart: { clock: CLOCK_START } });

const member = (server: TestServer, options: MemberOptions) => server.withDatabase((db) => createMember(db, options));
/** The status of the member's (one) group invite. */
const inviteStatus = async (server: TestServer, who: TestMember) =>
  (await server.withDatabase((db) => groupsRepo(db).unsettledInvitesOf(who.email)))[0]?.status;
/** The level `from` gave `to`, or undefined when none. */
const levelOf = async (server: TestServer, from: TestMember, to: TestMember) =>
  (await server.withDatabase((db) => picksRepo(db).level(from.email, to.email))) ?? undefined;

/** Picks of this week, straight through the picks repo (as the screens leave them). */
function pickInDb(server: TestServer, picks: readonly (readonly [TestMember, TestMember, number])[]) {
  const at = new Date().toISOString();
  return server.withDatabase(async (db) => {
    for (const [from, to, level] of picks) await picksRepo(db).setLevel(from.email, to.email, level, '2026-11-19', at);
  });
}

function mutualInDb(server: TestServer, a: TestMember, b: TestMember, level = 3) {
  return pickInDb(server, [
    [a, b, level],
    [b, a, level],
  ]);
}

/** Members who joined after the release, with their batches as the scheduler gives them (`npm run cycle -- batches`). */
const lateJoiners = <T extends MemberOptions[]>(server: TestServer, ...options: T) => lateJoinersOf(server, CLOCK_START, ...options);

async function signedIn(server: TestServer, context: BrowserContext, who: TestMember): Promise<Page> {
  await context.addCookies([{ name: 'sid', value: who.sessionId, url: server.url }]);
  const page = await context.newPage();
  await page.goto(`${server.url}/home`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  return page;
}

/** This device's saved level for a profile (its picks table in IndexedDB, which the screens read), or null. */
const deviceLevel = (page: Page, profileId: string) =>
  page.evaluate(
    (id) =>
      new Promise<number | null>((resolve, reject) => {
        const open = indexedDB.open('meetup');
        open.onsuccess = () => {
          const read = open.result.transaction('picks').objectStore('picks').get(id);
          read.onsuccess = () => resolve((read.result as { level: number } | undefined)?.level ?? null);
          read.onerror = () => reject(read.error);
        };
        open.onerror = () => reject(open.error);
      }),
    profileId,
  );

const cards = (page: Page) => page.getByRole('region', { name: "this week's faces" }).getByRole('link');

async function setLevel(page: Page, firstName: string, level: number) {
  await page
    .getByRole('link', { name: new RegExp(firstName, 'i') })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: new RegExp(`how interested are you in ${firstName.toLowerCase()}`) })).toBeVisible();
  const slider = page.getByRole('slider', { name: 'interest level' });
  await slider.fill(String(level));
  await slider.blur();
}

test('the coral card counts down every second to next Thursday at noon, then says available now!', async ({ browser, server }) => {
  const viewer = await member(server, { firstName: 'Tam', email: `tam-${Date.now()}@example.com` });
  const context = await browser.newContext();
  await context.addCookies([{ name: 'sid', value: viewer.sessionId, url: server.url }]);
  const page = await context.newPage();
  // This device's clock stands after Monday's close: the card counts down to the release of 26 November.
  await page.clock.install({ time: new Date('2026-11-26T16:58:00Z') });
  await page.goto(`${server.url}/home`);
  const card = page.getByRole('region', { name: 'thursday, november 26 at noon' });
  await expect(card).toBeVisible();
  await page.clock.pauseAt(new Date('2026-11-26T16:59:50Z'));
  await expect(card).toContainText('0d 0h 0m 10s');
  await page.clock.runFor(3000);
  await expect(card).toContainText('0d 0h 0m 7s');
  await page.clock.runFor(8000);
  await expect(card).toContainText('available now!');
  await context.close();
});

test('/home, a profile and /group open offline from what the device saved', async ({ browser, server }) => {
  const [viewer, other] = await lateJoiners(
    server,
    { firstName: 'Oli', email: `oli-${Date.now()}@example.com` },
    { firstName: 'Pia', email: `pia-${Date.now()}@example.com` },
  );
  const context = await browser.newContext();
  const page = await signedIn(server, context, viewer);
  await expect(page.getByRole('link', { name: /pia/i }).first()).toBeVisible();
  await page.getByRole('link', { name: /pia/i }).first().click();
  await expect(page.getByRole('heading', { name: /how interested are you in pia/ })).toBeVisible();
  await page.goto(`${server.url}/group`);
  await expect(page.getByRole('heading', { level: 1, name: 'your group' })).toBeVisible();
  await untilWorkerActive(page);
  await context.setOffline(true);
  for (const path of ['/home', `/profile/${other.profileId}`, '/group']) {
    const offline = await context.newPage();
    await offline.goto(`${server.url}${path}`);
    await expect(offline.getByRole('heading', { level: 1 }), path).not.toHaveText("you're offline");
    if (path === '/home') await expect(offline.getByRole('link', { name: /pia/i }).first()).toBeVisible();
    if (path.startsWith('/profile')) await expect(offline.getByRole('slider', { name: 'interest level' })).toBeVisible();
    await offline.close();
  }
  await context.close();
});

test('axe finds no serious violations on /home, its filter sheet, a profile and /group', async ({ browser, server }) => {
  const [viewer, other] = await lateJoiners(
    server,
    { firstName: 'Rae', interests: ['book club', 'photography'], email: `rae-${Date.now()}@example.com` },
    { firstName: 'Sol', email: `sol-${Date.now()}@example.com` },
  );
  const context = await browser.newContext();
  const page = await signedIn(server, context, viewer);
  await expect(page.getByRole('link', { name: /sol/i }).first()).toBeVisible();
  const serious = async (label: string) => {
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`),
      label,
    ).toEqual([]);
  };
  await serious('/home');
  await page.getByRole('button', { name: /^age/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await serious('age sheet');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto(`${server.url}/profile/${other.profileId}`);
  await expect(page.getByRole('slider', { name: 'interest level' })).toBeVisible();
  await serious('profile');
  await page.goto(`${server.url}/group`);
  await expect(page.getByRole('heading', { level: 1, name: 'your group' })).toBeVisible();
  await serious('/group');
  await context.close();
});

test('the link to the next profile reads "Next →", with its space', async ({ browser, server }) => {
  // Two others in Ida's batch: a batch of one has no next profile.
  const [viewer, other] = await lateJoiners(
    server,
    { firstName: 'Ida', email: `ida-${Date.now()}@example.com` },
    { firstName: 'Jo', email: `jo-${Date.now()}@example.com` },
    { firstName: 'Kai', email: `kai-${Date.now()}@example.com` },
  );
  const context = await browser.newContext();
  const page = await signedIn(server, context, viewer);
  await expect(page.getByRole('link', { name: /^jo/i }).first()).toBeVisible();
  await page.goto(`${server.url}/profile/${other.profileId}`);
  const next = page.getByRole('link', { name: 'Next profile' });
  await expect(next).toBeVisible();
  expect(await next.evaluate((link: HTMLElement) => link.innerText)).toBe('Next →');
  await context.close();
});

test('a pick made offline stays as made when a read of the picks, sent before it was accepted, is answered after', async ({
  browser,
  server,
}) => {
  const u = () => `${Math.random().toString(36).slice(2)}@example.com`;
  const [dee, bo] = await lateJoiners(
    server,
    { firstName: 'Dee', interests: ['chess'], email: `dee-${u()}` },
    { firstName: 'Bo', interests: ['chess'], email: `bo-${u()}` },
  );
  const context = await browser.newContext();
  const page = await signedIn(server, context, dee);
  await expect(cards(page).filter({ hasText: /^bo/i })).toHaveCount(1);
  await context.setOffline(true);
  await setLevel(page, 'Bo', 4);
  await expect(page.getByText('saved on this device, sending...')).toBeVisible();

  // Back online the page reads its picks and sends the pick at once (the read used to be skipped: the screen had tried
  // it offline, and that finished refresh was shared with every later one). Here the read reaches the server first (so its
  // answer has no pick for Bo), and that answer reaches the page only once the pick has been accepted and has left the
  // outbox: the order a slow answer on a bad connection can take.
  let readAnswered!: () => void;
  const firstReadAnswered = new Promise<void>((resolve) => (readAnswered = resolve));
  let release!: () => void;
  const pickAccepted = new Promise<void>((resolve) => (release = resolve));
  let reads = 0;
  await context.route('**/api/picks', async (route) => {
    if (route.request().method() !== 'GET' || ++reads > 1) return route.fallback();
    const response = await route.fetch();
    readAnswered();
    await pickAccepted;
    await route.fulfill({ response });
  });
  await context.route('**/api/picks/*', async (route) => {
    await firstReadAnswered;
    await route.fallback();
  });
  await context.setOffline(false);
  await expect.poll(() => levelOf(server, dee, bo)).toBe(4);
  await expect(page.getByText('saved on this device, sending...')).toHaveCount(0);
  const profileId = new URL(page.url()).pathname.split('/').pop()!;
  expect(await deviceLevel(page, profileId)).toBe(4);
  const picksRead = (request: { url(): string; method(): string }) => request.url().endsWith('/api/picks') && request.method() === 'GET';
  const delivered = page.waitForResponse((response) => picksRead(response.request()));
  // Once the page has dealt with the stale answer it reads its picks again (a change was accepted meanwhile): by then
  // the stale answer was either written over the pick (it used to be, at once) or set aside.
  const readAgain = page.waitForRequest(picksRead, { timeout: 15_000 });
  release();
  await delivered;
  await readAgain;
  // The stale answer did not take the pick back from the device's copy (what every screen reads).
  expect(await deviceLevel(page, profileId)).toBe(4);
  await context.close();
});

test('a screen that tried to refresh while offline reads again once the connection returns, without a reload', async ({
  browser,
  server,
}) => {
  const u = () => `${Math.random().toString(36).slice(2)}@example.com`;
  const [fay] = await lateJoiners(
    server,
    { firstName: 'Fay', interests: ['chess'], email: `fay-${u()}` },
    { firstName: 'Gus', interests: ['chess'], email: `gus-${u()}` },
  );
  const context = await browser.newContext();
  const page = await signedIn(server, context, fay);
  const heading = page.getByRole('heading', { level: 1, name: "who's into what you're into" });
  await expect(heading).toBeVisible();
  await context.setOffline(true);
  // Another screen and back: /home opens again offline, and its refresh (batch, picks, group, notices) finds no network.
  await cards(page).filter({ hasText: /^gus/i }).click();
  await expect(page.getByRole('slider', { name: 'interest level' })).toBeVisible();
  await page.goBack();
  await expect(heading).toBeVisible();
  await expect(page.getByText(/offline/i).first()).toBeVisible();
  // Meanwhile the server has something new for Fay.
  await server.withDatabase(async (db) => {
    const at = new Date().toISOString();
    const id = crypto.randomUUID();
    const notices = noticesRepo(db);
    await notices.addOnce(
      id,
      {
        userId: fay.email,
        week: '2026-11-19',
        // A kind /home lists in its card (one the card itself does not say).
        kind: 'matching-paused',
        groupId: null,
        title: 'a note while you were away',
        body: 'it reached you once you were back online.',
      },
      at,
    );
    await notices.markEmailed(id, at);
  });
  await context.setOffline(false);
  // It used to wait for a reload: the refresh tried offline stayed listed as running, and every later one shared it.
  await expect(page.getByRole('listitem').filter({ hasText: 'a note while you were away' })).toBeVisible();
  await context.close();
});

test('a member browses, filters, picks (once offline), is matched, accepts; another declines and the group is backfilled', async ({
  browser,
  server,
}) => {
  // Three people's browsers and two cycle runs: about 20 s alone, more while CI's other worker shares the 2 cores.
  test.slow();
  const u = () => `${Math.random().toString(36).slice(2)}@example.com`;
  const [ana, host, ben, cal, eve] = await lateJoiners(
    server,
    { firstName: 'Ana', interests: ['book club', 'photography'], email: `ana-${u()}` },
    { firstName: 'Hugo', canHost: true, interests: ['photography'], email: `hugo-${u()}` },
    { firstName: 'Ben', interests: ['book club'], email: `ben-${u()}` },
    { firstName: 'Cal', interests: ['book club'], email: `cal-${u()}` },
    { firstName: 'Eve', interests: ['book club'], email: `eve-${u()}` },
  );
  await server.withDatabase(async (db) => {
    for (const man of [host, ben]) await profilesRepo(db).setSignUpFields(man.email, { sex: 'male', age: 58 }, new Date().toISOString());
  });
  for (const [a, b] of [
    [host, ben],
    [host, cal],
    [ben, cal],
    [eve, ben],
  ] as const)
    await mutualInDb(server, a, b);
  await pickInDb(server, [
    ...[host, ben, cal].map((other) => [other, ana, 4] as const),
    // Cal never wants to meet Eve, so Eve is left out while Cal is in the group.
    [cal, eve, 0],
  ]);

  const anaContext = await browser.newContext();
  const page = await signedIn(server, anaContext, ana);
  await expect(page.getByRole('heading', { level: 1, name: "who's into what you're into" })).toBeVisible();
  await expect(page.getByText('new faces every thursday, max 55 people')).toBeVisible();
  // This week's batch is out and picks are open: the card counts down to next Thursday and says when picks close.
  await expect(page.getByRole('region', { name: 'thursday, november 26 at noon' })).toContainText(
    "this week's picks close monday, november 23 at 9 am, when groups are formed.",
  );
  // Everyone in the city is in Ana's first batch.
  for (const name of ['hugo', 'ben', 'cal', 'eve'])
    await expect(cards(page).filter({ hasText: new RegExp(`^${name}`, 'i') })).toHaveCount(1);
  const everyone = await cards(page).count();

  await page.getByRole('button', { name: /^sex/ }).click();
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('checkbox', { name: 'male', exact: true }).check();
  await sheet.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'sex (1 selected)' })).toBeVisible();
  await expect(cards(page)).toHaveCount(2);
  await page.getByRole('button', { name: /^sex/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clear All' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Apply' }).click();
  await expect(cards(page)).toHaveCount(everyone);

  await setLevel(page, 'Hugo', 3);
  await expect.poll(() => levelOf(server, ana, host)).toBe(3);
  await page.goto(`${server.url}/home`);
  await setLevel(page, 'Ben', 5);
  await expect.poll(() => levelOf(server, ana, ben)).toBe(5);

  // Offline: the level is kept on the device and sent once the connection returns.
  await page.goto(`${server.url}/home`);
  await expect(cards(page)).toHaveCount(everyone);
  await anaContext.setOffline(true);
  await setLevel(page, 'Cal', 4);
  await expect(page.getByText('saved on this device, sending...')).toBeVisible();
  expect(await levelOf(server, ana, cal)).toBeUndefined();
  await anaContext.setOffline(false);
  await expect.poll(() => levelOf(server, ana, cal)).toBe(4);

  expect(runCycle(server, CLOCK_START, 'match')).toContain('match toronto 2026-11-19: done');

  await page.goto(`${server.url}/home`);
  await page.getByRole('link', { name: /group/i }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'your group' })).toBeVisible();
  const memberNames = page.getByRole('list', { name: "who's in" });
  for (const name of ['hugo', 'ben', 'cal', 'you']) await expect(memberNames.getByText(name, { exact: true })).toBeVisible();
  await expect(
    page.getByText(/accepting holds a \$10\.00 deposit\. showing up costs nothing.*a no-show is charged\. demo payments: no money moves\./),
  ).toBeVisible();
  for (const word of ['Perfect Match', 'Attracted', 'Curious', 'picked you', 'mutual']) await expect(page.getByText(word)).toHaveCount(0);
  await page.getByRole('button', { name: 'accept' }).click();
  await expect(page.getByRole('heading', { name: 'you accepted' })).toBeVisible();
  await expect.poll(() => inviteStatus(server, ana)).toBe('accepted');
  // The deposit is held with the accept (the demo provider: no money moves), once, and the screen says so.
  await page.reload();
  await expect(page.getByText(/your \$10\.00 deposit is held\. showing up costs nothing/)).toBeVisible();
  expect(
    (await server.withDatabase((db) => paymentsRepo(db).ofUser(ana.email)))
      .filter((hold) => hold.purpose === 'group')
      .map((hold) => ({ status: hold.status, cents: hold.amountCents })),
  ).toEqual([{ status: 'held', cents: 1000 }]);
  await page.getByRole('link', { name: 'how deposits work' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'your deposit' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(/^demo payments: no money moves here\./);
  await expect(page.getByText('$10.00 is held on your card when you accept a group invite.', { exact: false })).toBeVisible();
  await expect(page.getByText(/refunded automatically if no group is assembled within three months/)).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.goto(`${server.url}/group`);

  const calContext = await browser.newContext();
  const calPage = await signedIn(server, calContext, cal);
  await calPage.goto(`${server.url}/group`);
  await calPage.getByRole('button', { name: 'decline' }).click();
  await expect.poll(() => inviteStatus(server, cal)).toBe('declined');

  await page.reload();
  await expect(memberNames.getByText('eve', { exact: true })).toBeVisible();
  await expect(memberNames.getByText('cal', { exact: true })).toHaveCount(0);
  await calContext.close();
  await anaContext.close();
});

test('once picks are closed the card counts down to next Thursday and says so, never "available now!"', async ({ browser, server }) => {
  // The matching ran early, by hand: picks are closed although the clock has not reached Monday's close.
  expect(runCycle(server, CLOCK_START, 'match')).toContain('match toronto 2026-11-19: done');
  const viewer = await member(server, { firstName: 'Kim', email: `kim-${Date.now()}@example.com` });
  const context = await browser.newContext();
  await context.addCookies([{ name: 'sid', value: viewer.sessionId, url: server.url }]);
  const page = await context.newPage();
  await page.clock.install({ time: new Date('2026-11-21T15:00:00Z') });
  await page.goto(`${server.url}/home`);
  const card = page.getByRole('region', { name: 'thursday, november 26 at noon' });
  await expect(card).toContainText(
    "this week's picks are closed and its groups are formed. next week's picks close monday, november 30 at 9 am.",
  );
  await expect(card).toContainText(/5d (1h 5\dm|2h 0m)/);
  await expect(card).not.toContainText('available now!');
  await context.close();
});
