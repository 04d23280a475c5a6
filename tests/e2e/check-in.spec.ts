import crypto from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { meetingAt } from '../../shared/weekly-cycle';
import { createMember, type TestMember } from '../helpers/members';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';
import { E2E_CLIENT_DIR, E2E_PORT } from './support/e2e-env';
import { runCycle } from './support/late-joiners';

// Its own server whose clock stands ten minutes into a confirmed group's meetup (Saturday 9 AM, Toronto).
const PORT = E2E_PORT + 40;
const WEEK = '2026-11-19';
const MEETS_AT = meetingAt(WEEK, 'sat-9', 'America/Toronto');
const CLOCK_START = new Date(MEETS_AT.getTime() + 10 * 60 * 1000).toISOString();
/** The vouching day is over: the group is settled by the next `npm run cycle -- deposits`. */
const AFTER_SETTLING = new Date(MEETS_AT.getTime() + 28 * 60 * 60 * 1000).toISOString();
let server: ServerProcess;

test.describe.configure({ mode: 'default' });
test.beforeAll(async () => {
  server = await startServerProcess(PORT, {
    CLIENT_DIR: E2E_CLIENT_DIR,
    PUBLIC_URL: `http://localhost:${PORT}`,
    CLOCK_START,
    NODE_ENV: 'test',
  });
});
test.afterAll(async () => server.stop());

/** Host (the venue booker), Ana, Ben and Cal in a confirmed group, each with their deposit held (demo provider). */
async function confirmedGroup() {
  const made: TestMember[] = [];
  for (const firstName of ['Host', 'Ana', 'Ben', 'Cal'])
    made.push(
      await server.withDatabase((db) =>
        createMember(db, {
          firstName,
          canHost: firstName === 'Host',
          email: `${firstName.toLowerCase()}-${crypto.randomUUID()}@example.com`,
        }),
      ),
    );
  const groupId = crypto.randomUUID();
  const at = new Date().toISOString();
  server.withDb((db) => {
    db.prepare(
      `INSERT INTO groups (id, city, week, slot, neighborhood, venue_booker_id, status, venue_name, venue_address, created_at, updated_at)
       VALUES (?, 'toronto', ?, 'sat-9', 'downtown', ?, 'confirmed', 'Café Pamenar', '1056 Queen St W', ?, ?)`,
    ).run(groupId, WEEK, made[0]!.email, at, at);
    for (const member of made) {
      db.prepare(
        "INSERT INTO group_invites (group_id, user_id, week, status, is_backfill, invited_at) VALUES (?, ?, ?, 'accepted', 0, ?)",
      ).run(groupId, member.email, WEEK, at);
      db.prepare(
        `INSERT INTO deposit_holds (id, user_id, purpose, subject_id, amount_cents, currency, provider, provider_ref, status, created_at, updated_at)
         VALUES (?, ?, 'group', ?, 1000, 'cad', 'demo', ?, 'held', ?, ?)`,
      ).run(crypto.randomUUID(), member.email, groupId, `demo_${crypto.randomUUID()}`, at, at);
    }
  });
  const [host, ana, ben, cal] = made as [TestMember, TestMember, TestMember, TestMember];
  return { host, ana, ben, cal, groupId };
}

/** A member's phone at the meetup: its clock at the server's, on /group, controlled by the service worker. */
async function phone(browser: Browser, who: TestMember) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'sid', value: who.sessionId, url: server.url }]);
  const page = await context.newPage();
  await page.clock.install({ time: new Date(CLOCK_START) });
  await page.goto(`${server.url}/group`);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: 'checking in' })).toBeVisible();
  return { context, page };
}

const section = (page: Page) => page.getByRole('region', { name: 'checking in' });
const attended = (groupId: string) =>
  server.withDb((db) =>
    db.prepare('SELECT user_id AS userId, how, at FROM group_attendance WHERE group_id = ? ORDER BY user_id').all(groupId),
  ) as { userId: string; how: string; at: string }[];
const holdOf = (member: TestMember, groupId: string) =>
  server.withDb(
    (db) =>
      (
        db
          .prepare("SELECT status FROM deposit_holds WHERE user_id = ? AND purpose = 'group' AND subject_id = ?")
          .get(member.email, groupId) as {
          status: string;
        }
      ).status,
  );

test('the booker shows the code; one member checks in offline and it syncs; a wrong code is refused; a private meet-again; the no-show is charged', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { host, ana, ben, cal, groupId } = await confirmedGroup();

  const booker = await phone(browser, host);
  const shown = await section(booker.page).locator('.check-in__code').textContent();
  expect(shown).toMatch(/^\d{4}$/);
  const code = shown!;
  // The booker's QR code, for the others' phone cameras.
  await expect(
    section(booker.page).getByRole('img', { name: `QR code: scanning it opens this group's check-in with the code ${code} filled in` }),
  ).toHaveAttribute('src', /^data:image\/png;base64,/);
  await booker.page.getByRole('button', { name: 'check me in' }).click();
  await expect(section(booker.page).getByText("you're checked in.")).toBeVisible();

  // Ana: no signal in the café. She types the code offline; it waits on her phone and counts once sent.
  const anaPhone = await phone(browser, ana);
  const axe = await new AxeBuilder({ page: anaPhone.page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await expect(section(anaPhone.page).getByText(/your group's check-in code/)).toHaveCount(0);
  await anaPhone.context.setOffline(true);
  await anaPhone.page.getByLabel('the 4-digit code from your venue booker').fill(`${code.slice(0, 2)} ${code.slice(2)}`);
  await anaPhone.page.getByRole('button', { name: 'check in' }).click();
  await expect(section(anaPhone.page).getByRole('status')).toHaveText(
    'checked in on this device: it is sent as soon as the connection allows.',
  );
  await anaPhone.page.waitForTimeout(1000);
  expect(attended(groupId).map((row) => row.userId)).not.toContain(ana.email);
  await anaPhone.context.setOffline(false);
  await expect.poll(() => attended(groupId).find((row) => row.userId === ana.email)?.how).toBe('code');
  await expect(section(anaPhone.page).getByText("you're checked in.")).toBeVisible();

  // Ben mistypes: refused, said so; the right code then checks him in.
  const benPhone = await phone(browser, ben);
  const wrong = code === '0000' ? '1111' : '0000';
  await benPhone.page.getByLabel('the 4-digit code from your venue booker').fill(wrong);
  await benPhone.page.getByRole('button', { name: 'check in' }).click();
  await expect(section(benPhone.page).getByRole('alert')).toContainText('That is not the code the venue booker has.');
  await benPhone.page.getByLabel('the 4-digit code from your venue booker').fill('12');
  await benPhone.page.getByRole('button', { name: 'check in' }).click();
  await expect(benPhone.page.getByText('the code is four digits: ask your venue booker for it.')).toBeVisible();
  // Then he scans the booker's QR code: it opens /group with the code filled in.
  await benPhone.page.goto(`${server.url}/group?check-in=${code}`);
  await expect(benPhone.page.getByLabel('the 4-digit code from your venue booker')).toHaveValue(code);
  await benPhone.page.getByRole('button', { name: 'check in' }).click();
  await expect(section(benPhone.page).getByText("you're checked in.")).toBeVisible();
  // Checked in, Ben sees who is not: only Cal, whom nobody vouches for.
  await expect(section(benPhone.page).getByRole('button', { name: /was there$/ })).toHaveText(['cal was there']);

  // After the meetup, privately: Ana would meet Host again, not Ben. Only she sees it; matching reads it.
  const meetAgain = anaPhone.page.getByRole('region', { name: 'would you meet them again?' });
  await meetAgain.getByRole('group', { name: 'host' }).getByRole('button', { name: 'yes' }).click();
  await meetAgain.getByRole('group', { name: 'ben' }).getByRole('button', { name: 'no' }).click();
  await expect(meetAgain.getByRole('group', { name: 'ben' }).getByRole('button', { name: 'no' })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(() =>
      server.withDb((db) => db.prepare('SELECT to_id AS toId, answer FROM meet_again WHERE from_id = ? ORDER BY answer').all(ana.email)),
    )
    .toEqual([
      { toId: ben.email, answer: 'no' },
      { toId: host.email, answer: 'yes' },
    ]);
  await benPhone.page.reload();
  const benSees = benPhone.page.getByRole('region', { name: 'would you meet them again?' });
  await expect(benSees.getByRole('group', { name: 'ana' }).getByRole('button', { pressed: true })).toHaveCount(0);

  // The day after: who came gets their deposit back; Cal, who did not, is charged and gets a strike.
  expect(runCycle(server, AFTER_SETTLING, 'deposits')).toContain('1 meetup(s) settled');
  for (const member of [host, ana, ben]) expect(holdOf(member, groupId)).toBe('released');
  expect(holdOf(cal, groupId)).toBe('captured');
  expect(server.withDb((db) => db.prepare('SELECT user_id AS userId FROM no_show_strikes WHERE group_id = ?').all(groupId))).toEqual([
    { userId: cal.email },
  ]);
  for (const one of [booker, anaPhone, benPhone]) await one.context.close();
});
