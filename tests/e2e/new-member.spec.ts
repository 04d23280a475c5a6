import sharp from 'sharp';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from '@playwright/test';
import { groupsRepo } from '../../server/features/groups/repo';
import { picksRepo } from '../../server/features/discover/picks-repo';
import { profilesRepo } from '../../server/features/profiles/repo';
import { meetingAt, weekTimes } from '../../shared/weekly-cycle';
import { readSignInMail } from '../helpers/smtp-listener';
import { attendanceOf, checkInCode } from './support/group-state';
import { draftAt, heading, openAt, press } from './support/onboarding';
import { expect, test, type WorkerServer } from './support/worker-server';

// A newcomer's first week, on a phone: the server with the demo members (who return picks and accept invites), a
// real SMTP listener for the sign-in code and the notices, and a clock that starts just after Thursday's release;
// later in the week, and for the meetup, the server's clock jumps on, on the same data.
// It reads the server's database only through withDatabase, so it also runs against a server on PostgreSQL: with
// DATABASE_URL set (scripts/with-postgres.sh), the walk from sign-up through discover to a group runs on it.
const CLOCK_START = '2026-11-19T17:00:05Z';
/** The week's invite deadline (Wednesday 9 AM, Toronto): `npm run cycle -- deadline` confirms the group. */
const WEEK_DEADLINE = weekTimes('2026-11-19', 'America/Toronto').inviteDeadlineAt.toISOString();

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, serverStart: { clock: CLOCK_START, demoData: true } });

/** The browser's clock stands where the server's does, so the countdown is about the server's week. */
async function serverClock(context: BrowserContext, server: WorkerServer) {
  await context.clock.install({ time: server.now() });
}

/**
 * `npm run cycle -- <step>` against this server's data folder, as a self-hoster (or the demo) would. Not spawnSync:
 * the step mails its notices to the SMTP listener in this very process, which must keep answering meanwhile.
 */
async function runCycle(server: WorkerServer, step: 'match' | 'deadline'): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/cycle.ts', step, '--city', 'toronto'], {
    env: {
      ...process.env,
      DATA_DIR: server.dataDir,
      ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
      CLOCK_START,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SMTP_URL: server.smtp.url,
    },
  });
  return stdout;
}

/** Sends the code to `email` on the register step and types the one from the mail. */
async function verifyByMail(server: WorkerServer, page: Page, email: string) {
  await page.getByLabel('email').fill(email);
  const before = server.smtp.mails.length;
  await page.getByRole('button', { name: 'send code' }).click();
  const { code } = readSignInMail(await server.smtp.nextMailTo(email, before));
  await page.getByLabel('6-digit code').click();
  await page.keyboard.type(code);
}

const faces = (page: Page) => page.getByRole('region', { name: "this week's faces" });

test('a profile that reaches the server late: /home says it is on its way, then shows the batch without a reload', async ({
  context,
  server,
}) => {
  await serverClock(context, server);
  const page = await context.newPage();
  await openAt(page, `${server.url}/start`, draftAt('register'));
  await expect(heading(page)).toHaveText("almost there! what's your email?");
  // As if the connection dropped right after the code was accepted: the profile waits in the outbox.
  await context.route('**/api/profiles', (route) => route.abort('internetdisconnected'));
  await verifyByMail(server, page, `late-${Date.now()}@example.com`);
  await expect(page).toHaveURL(/\/home$/);
  await expect(faces(page)).toContainText('your profile is on its way to us');
  await expect(page.getByRole('region', { name: 'how you show up' })).toContainText('as soon as your profile reaches us');

  await context.unroute('**/api/profiles');
  await expect(faces(page).getByRole('link').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'how you show up' }).getByText('book club')).toBeVisible();
  await expect(page.getByText('User location not found')).toHaveCount(0);
});

test('a new member on a phone: landing, wizard, code from the mail, a batch, picks, a group, accept, confirmed', async ({
  context,
  server,
}) => {
  test.setTimeout(180_000);
  await serverClock(context, server);
  const page = await context.newPage();
  const email = `nia-${Date.now()}@example.com`;
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));

  await page.goto(server.url);
  await page.getByRole('link', { name: 'get your invite' }).first().click();
  await expect(heading(page)).toHaveText('where do you live?');
  await press(page, 'next');
  await page.getByRole('button', { name: 'coffee get-togethers' }).click();
  await page.getByRole('button', { name: 'Downtown' }).click();
  await press(page, 'next');
  await page.getByRole('button', { name: 'not right now' }).click();
  await press(page, 'next');
  await page.getByRole('button', { name: 'Saturday 9 AM' }).click();
  await press(page, 'next');
  await press(page, "let's go");
  await page.getByLabel('first name').fill('Nia');
  await press(page, 'next');
  await page.getByLabel('age').fill('29');
  await press(page, 'next');
  await page.getByRole('button', { name: 'female' }).click();
  await press(page, 'next');
  await press(page, 'skip for now');
  await page.getByRole('dialog', { name: 'photo required later' }).getByRole('button', { name: 'got it' }).click();
  await expect(heading(page)).toHaveText('looking good!');
  await press(page, 'next');
  await press(page, 'skip');
  await page.getByRole('button', { name: 'book club' }).click();
  const detail = page.getByRole('dialog', { name: 'tell more about book club' });
  await detail.getByRole('textbox', { name: 'what are you looking for?' }).fill('a small table that reads one novel a month');
  await detail.getByRole('textbox', { name: 'how can you contribute?' }).fill('good picks and a quiet café near Queen West');
  await detail.getByRole('button', { name: 'add' }).click();
  await press(page, 'continue');
  await expect(heading(page)).toHaveText("almost there! what's your email?");
  await verifyByMail(server, page, email);

  // The first /home: the batch and "how you show up" without a reload, fetched after the profile was created.
  await expect(page).toHaveURL(/\/home$/);
  await expect(faces(page).getByRole('link').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'how you show up' }).getByText('book club')).toBeVisible();
  await expect(page.getByText('User location not found')).toHaveCount(0);
  const created = requests.indexOf('POST /api/profiles');
  expect(created).toBeGreaterThanOrEqual(0);
  expect(requests.slice(created + 1)).toContain('GET /api/profiles/all');
  const card = page.getByRole('region', { name: 'thursday, november 26 at noon' });
  await expect(card).toContainText("this week's picks close monday, november 23 at 9 am, when groups are formed.");

  // Picks: the first three faces, at "Attracted".
  const names = (await faces(page).getByRole('link').allTextContents()).slice(0, 3).map((text) => text.split(',')[0]!.trim());
  for (const name of names) {
    await faces(page)
      .getByRole('link', { name: new RegExp(`^${name}`, 'i') })
      .first()
      .click();
    const slider = page.getByRole('slider', { name: 'interest level' });
    await slider.fill('4');
    await slider.blur();
    await page.getByRole('link', { name: '← discover' }).click();
    await expect(faces(page).getByRole('link').first()).toBeVisible();
  }
  const picked = async () => (await server.withDatabase((db) => picksRepo(db).givenBy(email))).filter((pick) => pick.level === 4).length;
  await expect.poll(picked).toBe(3);

  // The photo was skipped at sign-up: /home says matching needs one, and leads to the photo step of /settings.
  const photoNeeded = page.getByRole('region', { name: 'add a photo to be matched' });
  await expect(photoNeeded).toBeVisible();
  await photoNeeded.getByRole('link', { name: 'add a photo' }).click();
  await expect(heading(page)).toHaveText('choose your profile photo');
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  await page.getByLabel('upload a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('heading', { level: 1, name: 'edit profile' })).toBeVisible();
  const photoFile = async () => (await server.withDatabase((db) => profilesRepo(db).find(email)))!.photoFile;
  await expect.poll(photoFile).not.toBeNull();
  await page.goto(`${server.url}/home`);
  await expect(faces(page).getByRole('link').first()).toBeVisible();
  await expect(photoNeeded).toHaveCount(0);

  expect(await runCycle(server, 'match')).toContain('match toronto 2026-11-19: done');
  await page.reload();
  // Picks are closed now: the card counts down to next Thursday and never says "available now!" for this batch.
  await expect(card).toContainText("this week's picks are closed and its groups are formed.");
  await expect(card).not.toContainText('available now!');
  const invite = page.getByRole('link', { name: "you're invited to a group" });
  await expect(invite).toBeVisible();
  await invite.click();
  await expect(page.getByRole('heading', { level: 1, name: 'your group' })).toBeVisible();
  await expect(page.getByRole('list', { name: "who's in" }).getByText('you', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'accept' }).click();
  await expect(page.getByRole('heading', { name: 'you accepted' })).toBeVisible();

  // /home now says what happens next, not "accept, or decline".
  await expect.poll(async () => (await server.withDatabase((db) => groupsRepo(db).unsettledInvitesOf(email)))[0]!.status).toBe('accepted');
  await page.goto(`${server.url}/home`);
  await expect(page.getByRole('heading', { name: 'you accepted your group invite' }).first()).toBeVisible();
  await expect(page.getByText('accept, or decline')).toHaveCount(0);

  // Days go by: the server's clock (and the phone's) jumps later in the week, on the same data. She opens the app on
  // Wednesday morning, before the invite deadline, as a member would (a week away signs her out).
  const restartAt = async (at: string) => {
    await server.setClock(at);
    await context.clock.setSystemTime(new Date(at));
  };
  await restartAt(new Date(Date.parse(WEEK_DEADLINE) - 60 * 60 * 1000).toISOString());
  await page.goto(`${server.url}/group`);
  await expect(page.getByRole('heading', { name: 'you accepted' })).toBeVisible();

  // The deadline: the demo members accepted too, so the group is confirmed, in the app and by e-mail.
  const mailsBefore = server.smtp.mails.length;
  expect(await runCycle(server, 'deadline')).toContain('deadline toronto 2026-11-19: done');
  await page.goto(`${server.url}/group`);
  await expect(page.getByRole('heading', { name: 'your group is confirmed' })).toBeVisible();
  await page.goto(`${server.url}/home`);
  await expect(page.getByRole('link', { name: 'your group is on' })).toBeVisible();
  expect((await server.smtp.nextMailTo(email, mailsBefore)).subject).toBe('your group is on');

  // Saturday at the café, ten minutes into the meetup: the same data, the server's clock there, and hers.
  const group = (await server.withDatabase(async (db) => {
    const groups = groupsRepo(db);
    return groups.find((await groups.unsettledInvitesOf(email))[0]!.groupId);
  }))!;
  await restartAt(new Date(meetingAt(group.week, group.slot, 'America/Toronto').getTime() + 10 * 60 * 1000).toISOString());
  await page.goto(`${server.url}/group`);
  const checkingIn = page.getByRole('region', { name: 'checking in' });
  await expect(checkingIn).toBeVisible();
  // The code the venue booker shows her (made when the group is first seen at the meetup).
  const code = await checkInCode(server, group.id);
  const field = page.getByLabel('the 4-digit code from your venue booker');
  const wrong = code === '0000' ? '1111' : '0000';
  await field.fill(wrong);
  await page.getByRole('button', { name: 'check in' }).tap();
  // A mistyped code is said by the field, with what she typed still in it; nothing waits to be discarded.
  await expect(checkingIn.getByRole('alert')).toContainText('That is not the code the venue booker has.');
  await expect(page.getByText('needs your attention')).toHaveCount(0);
  await expect(checkingIn.getByRole('alert')).toHaveText('That is not the code the venue booker has. Check the four digits and try again.');
  await expect(field).toHaveValue(wrong);
  await field.fill(code);
  await page.getByRole('button', { name: 'check in' }).tap();
  await expect(checkingIn.getByText("you're checked in.")).toBeVisible();
  await expect.poll(async () => (await attendanceOf(server, group.id)).find((row) => row.userId === email)?.how).toBe('code');
});
