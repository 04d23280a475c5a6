import type { Page } from '@playwright/test';
import type { Database } from '../../server/db/database';
import { programJourneyRepo } from '../../server/features/programs/journey-repo';
import { sessionsRepo } from '../../server/features/programs/sessions-repo';
import type { HostDashboard } from '../../shared/format-journey-contract';
import { outboxRows } from './support/device-outbox';
import { expect, test } from './support/fixtures';
import { approve, pay, people, suggestedGroup } from './support/format-journey';
import { firstSessionNow } from './support/session-now';

// Checking in at a program's session: the host's details show the session's code and QR code on its day; the
// participants check in on their phones (support/format-journey.ts gives each a phone of their own): by scanning the
// QR code (the page opens with the code filled in, a tap confirms), by typing the code offline (it waits on the
// phone and counts once sent), or by the host's tap; the host's details and the dashboard's attendance show who came.
// The journey up to the paid group is arranged through the API, the session moved to now in the database. axe checks
// these screens in accessibility-phone.spec.ts.

const checkingIn = (page: Page) => page.getByRole('region', { name: 'checking in' });
/** Who checked in to the session, by the name they gave, and whether the host did it (1) or they did (0). */
async function checkIns(database: Database, formatId: string, sessionId: string) {
  const names = new Map((await programJourneyRepo(database).interests(formatId)).map((interest) => [interest.id, interest.name]));
  return (await sessionsRepo(database).checkInsOf(sessionId))
    .map((checkIn) => ({ name: names.get(checkIn.interestId)!, byHost: checkIn.byHost ? 1 : 0 }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

test("a host shows a session's code; participants check in from their phones, offline too; the host's details show who came", async ({
  page,
  browser,
  baseURL,
  signIn,
  database,
}) => {
  test.setTimeout(180_000);
  const host = await signIn({ isHost: true });
  const everyone = await people(browser, baseURL!, database);
  const [ana, ben, cleo, dev] = everyone;
  const { formatId, groupId } = await suggestedGroup(page.request, host, everyone, 'Wheel throwing', database);
  await approve(page.request, formatId, groupId);
  for (const person of everyone) await pay(person, formatId);
  const sessionId = await firstSessionNow(database, groupId);

  // The host's details on the session's day: the code, and the QR code the participants scan.
  await page.goto(`/host/format/${formatId}/details`);
  const sessions = page.getByRole('region', { name: 'sessions and check-in' });
  const code = (await sessions.locator('.check-in__code').first().textContent())!;
  expect(code).toMatch(/^\d{4}$/);
  await expect(
    sessions.getByRole('img', { name: `QR code: scanning it opens session 1's check-in with the code ${code} filled in` }),
  ).toHaveAttribute('src', /^data:image\/png;base64,/);

  // Ana scans it: her program page opens with the code filled in, and she confirms it.
  const anaPhone = await ana!.context.newPage();
  await anaPhone.goto(`/program/${formatId}?session=${encodeURIComponent(sessionId)}&check-in=${code}`);
  await expect(anaPhone.getByLabel('the 4-digit code from your host')).toHaveValue(code);
  await anaPhone.getByRole('button', { name: 'check in' }).click();
  await expect(checkingIn(anaPhone).getByText("you're checked in at this session.")).toBeVisible();

  // Ben has no signal: he types the code offline; it waits on his phone and counts once sent, exactly once.
  const benPhone = await ben!.context.newPage();
  await benPhone.goto(`/program/${formatId}`);
  await expect(benPhone.getByLabel('the 4-digit code from your host')).toBeVisible();
  await ben!.context.setOffline(true);
  await benPhone.getByLabel('the 4-digit code from your host').fill(`${code.slice(0, 2)} ${code.slice(2)}`);
  await benPhone.getByRole('button', { name: 'check in' }).click();
  await expect(checkingIn(benPhone).getByRole('status')).toHaveText(
    'checked in on this device: it is sent as soon as the connection allows.',
  );
  await expect.poll(() => outboxRows(benPhone)).toMatchObject([{ status: 'pending' }]);
  expect((await checkIns(database, formatId, sessionId)).map((row) => row.name)).toEqual(['Ana']);
  await ben!.context.setOffline(false);
  await expect.poll(async () => (await checkIns(database, formatId, sessionId)).map((row) => row.name)).toEqual(['Ana', 'Ben']);
  await expect(checkingIn(benPhone).getByText("you're checked in at this session.")).toBeVisible();
  await expect.poll(() => outboxRows(benPhone)).toEqual([]);

  // Cleo mistypes: the field says so, with the code still in it to correct.
  const cleoPhone = await cleo!.context.newPage();
  await cleoPhone.goto(`/program/${formatId}`);
  const wrong = code === '0000' ? '1111' : '0000';
  await cleoPhone.getByLabel('the 4-digit code from your host').fill(wrong);
  await cleoPhone.getByRole('button', { name: 'check in' }).click();
  await expect(checkingIn(cleoPhone).getByRole('alert')).toContainText("That is not this session's code.");
  await expect(cleoPhone.getByLabel('the 4-digit code from your host')).toHaveValue(wrong);

  // Dev left his phone at home: the host checks him in.
  const who = sessions.getByRole('list', { name: 'who is checked in at session 1' });
  await who.getByRole('button', { name: 'check Dev in' }).click();
  await expect(who.getByRole('listitem').filter({ hasText: 'Dev' })).toContainText(/checked in at .* by you/);
  await expect
    .poll(async () => (await checkIns(database, formatId, sessionId)).map((row) => [row.name, row.byHost]))
    .toEqual([
      ['Ana', 0],
      ['Ben', 0],
      ['Dev', 1],
    ]);

  // The host's details show who came; Cleo, not checked in, keeps her button.
  await page.reload();
  for (const name of ['Ana', 'Ben']) await expect(who.getByRole('listitem').filter({ hasText: name })).toContainText('checked in at');
  await expect(who.getByRole('button', { name: 'check Cleo in' })).toBeVisible();

  // Attendance is measured: 3 of the 4 paid participants at the one session held so far.
  const dashboard = (await (await page.request.get('/api/hosts/me/dashboard')).json()) as HostDashboard;
  const row = dashboard.formats.find((format) => format.id === formatId)!;
  expect(row.attendanceRate).toBe(75);
  expect(dashboard.funnel.find((format) => format.formatId === formatId)!.attended).toBe(3);
  for (const person of [ana, ben, cleo, dev]) await person!.context.close();
});
