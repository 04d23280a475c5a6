import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { Database } from '../../server/db/database';
import { CANCELLATION_POLICIES } from '../../shared/format-options';
import type { EventFormatCreated } from '../../shared/event-formats-contract';
import { CANCELLATION_WORDS, JOURNEY_COPY } from '../../shared/format-journey';
import type { HostDashboard } from '../../shared/format-journey-contract';
import { createSignedInUser, signInAgainAt, type TestAccount } from '../helpers/accounts';
import { eventFormatPayload, filledWizardDraft } from '../helpers/event-format-payload';
import type { ReceivedMail } from '../helpers/smtp-listener';
import { putDeviceRow } from './support/device-rows';
import { approve, closeNow, pay, type Person, people, pickEachOther, sayInterested } from './support/format-journey';
import { expect, test, type WorkerServer } from './support/worker-server';
import { calendarEvents } from '../helpers/calendar';

// A host's paid six-session program from the wizard to its last session, as a host on a laptop and participants on
// their phones see it: the series and the ticket (price per session x 6), a group approved and paid, the address and
// the policy for the confirmed only, the confirmation and the day-before reminder with a calendar invite of every
// session (read by a real iCalendar parser), the host editing what to bring, messaging the group and moving a session
// (everyone told, once), checking people in at a session (the dashboard's "attended"), and marking it held; and a
// second program cancelled by its host: every payment refunded, everyone told, gone from /programs. The worker's
// server (support/worker-server.ts) has a real SMTP listener and a clock the test moves. axe checks these screens in
// accessibility.spec.ts and accessibility-phone.spec.ts.

test.use({ serverStart: { clock: '2026-12-01T15:00:00Z' } });

const TITLE = 'Wheel-thrown pottery';
const ADDRESS = 'Clayworks Studio, 12 Kiln Lane, Toronto';
/** Wednesdays from January 13, 2027 at 7 p.m. in Toronto (EST): midnight UTC the next day. */
const FIRST_SESSION = '2027-01-13';
const SESSION_STARTS = ['20270114', '20270121', '20270128', '20270204', '20270211', '20270218'];
const EIGHT = ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hal'] as const;
/** The ticket as every screen says it: both amounts in Canadian dollars, so nobody reads them as US dollars. */
const TICKET = '$45 CAD per session × 6 sessions = $270 CAD ticket';

/** The mails the listener has received to `email` with `subject`. */
const mailsTo = (server: WorkerServer, email: string, subject: string): ReceivedMail[] =>
  server.smtp.mails.filter((mail) => mail.to === email && mail.subject === subject);

/** Waits until each of `emails` has had exactly one mail with `subject` (mail leaves through the outbox, just after). */
async function eachGotOne(server: WorkerServer, emails: readonly string[], subject: string): Promise<ReceivedMail[]> {
  await expect.poll(() => emails.map((email) => mailsTo(server, email, subject).length), { timeout: 20_000 }).toEqual(emails.map(() => 1));
  return emails.map((email) => mailsTo(server, email, subject)[0]!);
}

/**
 * A browser on a laptop signed in as `account` on the worker's server. With `clockAt` (the server's clock, jumped weeks
 * ahead) its clock stands there too, and the account signs in again: the first session has expired by then.
 */
async function laptop(
  browser: Browser,
  server: WorkerServer,
  account: TestAccount,
  clockAt?: Date,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url });
  await signedIn(server, context, account, clockAt);
  if (clockAt) await context.clock.install({ time: clockAt });
  return { context, page: await context.newPage() };
}

/** Gives `context` a session of `account`'s: a new one made at `at` when given. */
async function signedIn(server: WorkerServer, context: BrowserContext, account: TestAccount, at?: Date): Promise<void> {
  const session = at ? await inDatabase(server, (db) => signInAgainAt(db, account, at)) : account;
  await context.addCookies([{ name: 'sid', value: session.sessionId, url: server.url }]);
}

const inDatabase = <T>(server: WorkerServer, use: (db: Database) => Promise<T>) => server.withDatabase(use);

test("a host's six-session pottery program: the wizard, a paid group, what the confirmed need, the mails and invites, the host's edit, message, move, check-in and close", async ({
  browser,
  server,
}) => {
  test.setTimeout(300_000);
  const host = await inDatabase(server, (db) => createSignedInUser(db, { isHost: true }));
  const { page } = await laptop(browser, server, host);

  // The wizard on a laptop, from the dates step (the steps before it are walked in create-event.spec.ts): six weekly
  // sessions from each date, the address, what to bring, what's included and the cancellation policy.
  await page.goto('/create-event');
  await expect(page.locator('#create-event-step')).toBeVisible();
  await putDeviceRow(page, 'formatWizardDraft', {
    key: 'current',
    draft: filledWizardDraft({
      step: 'event-dates',
      format: TITLE,
      possibleDates: [{ date: FIRST_SESSION, time: '19:00-22:00' }],
      eventDetails: {
        ...filledWizardDraft().eventDetails,
        description: 'Six evenings at the wheel, from centring to glazing.',
        includesFood: false,
      },
    }),
  });
  await page.reload();
  const next = () => page.getByRole('button', { name: /^next( →)?$/ }).click();
  const step = page.locator('#create-event-step');
  await expect(step).toHaveText('when could this happen?');
  await page.getByRole('slider', { name: /how many sessions/ }).fill('6');
  await expect(page.getByRole('radio', { name: 'weekly' })).toBeChecked();
  await expect(
    page.getByText(
      "6 weekly sessions: each date you choose is a group's first session. A group starting Wed, Jan 13 meets for the last time Wed, Feb 17.",
    ),
  ).toBeVisible();
  await next();
  await expect(step).toHaveText('what time works best?');
  await next();
  await expect(step).toHaveText('where will it happen?');
  await page.getByLabel('venue details (optional)').fill(ADDRESS);
  await next();
  await expect(step).toHaveText('manage it with an account');
  await expect(page.getByText(`you're signed in as ${host.email}`)).toBeVisible();
  await next();
  await expect(step).toHaveText('event details');
  await page.getByLabel('materials', { exact: true }).check();
  await page.getByLabel('which materials?').fill('all clay and glazes');
  await page.getByLabel('what to bring (optional)').fill('an apron');
  await expect(page.getByText(`the ticket: ${TICKET}.`)).toBeVisible();
  await page.getByRole('radio', { name: CANCELLATION_POLICIES.flexible }).check();
  await next();
  await expect(step).toHaveText('set your price');
  await next();
  await expect(step).toHaveText('preview your event format');
  await expect(page.getByText(TICKET)).toBeVisible();
  const created = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await page.getByRole('button', { name: 'create my event format' }).click();
  const formatId = /Event ID: ([^\s.]+)\./.exec(await created)![1]!;

  // Published from the host's formats.
  await page.goto('/host/formats');
  await page.getByRole('button', { name: `publish ${TITLE}` }).click();
  await expect(page.getByRole('button', { name: `publish ${TITLE}` })).toHaveCount(0);

  // Eight people say they are interested (the interest form is walked in create-event.spec.ts); the host closes the
  // interest period, they pick each other privately, the host closes the selection window and approves the groups.
  const everyone = await inDatabase(server, (db) => people(browser, server.url, db, EIGHT));
  await inDatabase(server, (db) => sayInterested(everyone, formatId, db));
  await page.goto(`/host/format/${formatId}/details`);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(9);
  const closeWindow = async (label: string, yes: string, phase: string) => {
    await page.getByRole('button', { name: label }).click();
    await page
      .getByRole('dialog', { name: `${label}?` })
      .getByRole('button', { name: yes })
      .click();
    await expect(page.getByText(`now: ${phase}`)).toBeVisible();
  };
  await closeWindow('close the interest period now', 'yes, close the interest period', JOURNEY_COPY.phase.selection);
  await pickEachOther(everyone, formatId);
  await closeWindow('close the selection window now', 'yes, close the selection window', JOURNEY_COPY.phase.review);
  const approveButtons = page.getByRole('button', { name: /^approve group \d+$/ });
  const groups = await approveButtons.count();
  expect(groups).toBeGreaterThan(0);
  for (let n = 0; n < groups; n++) await approveButtons.first().click();
  await expect(page.getByText(`now: ${JOURNEY_COPY.phase.confirmation}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^group \d+: confirmed$/ })).toHaveCount(groups);
  await expect(page.getByRole('heading', { name: 'its 6 sessions' }).first()).toBeVisible();

  // Ana pays on her phone: the ticket is the price per session times six, said before it moves.
  const [ana, ...others] = everyone as [Person, ...Person[]];
  const anaPhone = await ana.context.newPage();
  await anaPhone.goto(`/program/${formatId}`);
  await expect(anaPhone.getByText(`the ticket: ${TICKET}.`)).toBeVisible();
  await expect(anaPhone.getByRole('heading', { name: 'getting there' })).toHaveCount(0);
  await expect(anaPhone.getByText(ADDRESS)).toHaveCount(0);
  await anaPhone.getByRole('button', { name: 'pay $270.00 CAD and confirm my place' }).click();
  for (const person of others) await pay(person, formatId);

  // Confirmed, she sees her six sessions, the address and the policy; a visitor sees the neighbourhood only.
  await expect(anaPhone.getByRole('heading', { name: /^group \d+: your 6 sessions$/ })).toBeVisible();
  const gettingThere = anaPhone.getByRole('region', { name: 'getting there' });
  await expect(gettingThere.getByText(ADDRESS, { exact: true })).toBeVisible();
  await expect(gettingThere.getByText('an apron', { exact: true })).toBeVisible();
  await expect(gettingThere.getByText(/all clay and glazes/)).toBeVisible();
  await expect(gettingThere.getByText(CANCELLATION_WORDS.flexible, { exact: true })).toBeVisible();
  const visitor = await (await browser.newContext({ baseURL: server.url })).newPage();
  await visitor.goto(`/program/${formatId}`);
  await expect(visitor.getByText(TICKET)).toBeVisible();
  await expect(visitor.getByText(ADDRESS)).toHaveCount(0);
  await visitor.context().close();

  // Each confirmation mail: the amount, the sessions, the logistics, and an invite with the six sessions at the address.
  const emails = everyone.map((person) => person.account.email);
  const confirmations = await eachGotOne(server, emails, 'Your place is confirmed');
  expect(confirmations[0]!.text).toContain(`Your payment of $270.00 CAD went through and your place in "${TITLE}" is confirmed.`);
  expect(confirmations[0]!.text).toContain('1. Wednesday, January 13, 2027, 7:00 p.m. to 10:00 p.m.');
  expect(confirmations[0]!.text).toContain('6. Wednesday, February 17, 2027, 7:00 p.m. to 10:00 p.m.');
  expect(confirmations[0]!.text).toContain(`Where: ${ADDRESS}`);
  expect(confirmations[0]!.text).toContain(`Cancellation policy: ${CANCELLATION_WORDS.flexible}`);
  const invite = calendarEvents(confirmations[0]!.calendar!);
  expect(invite.method).toBe('REQUEST');
  expect(invite.events.map((event) => event.DTSTART)).toEqual(SESSION_STARTS.map((day) => `${day}T000000Z`));
  expect(invite.events.every((event) => event.LOCATION === ADDRESS)).toBe(true);
  // The host: one mail for each payment.
  await expect.poll(() => mailsTo(server, host.email, `A payment for "${TITLE}"`).length).toBe(8);

  // The host changes what to bring in the published program's details: each participant is told, once.
  await page.goto(`/host/format/${formatId}/details`);
  await page.getByRole('link', { name: 'edit the details' }).click();
  await page.getByLabel('what to bring').fill('an apron and a towel');
  await page.getByRole('button', { name: 'save and tell everyone' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^saved: the .*what to bring.*\. Everyone taking part was told what changed\.$/ }),
  ).toBeVisible();
  const changed = await eachGotOne(server, emails, 'The details of your event have changed');
  expect(changed[1]!.text).toContain('What to bring:\nan apron and a towel');

  // The host writes to group 1; its people get it by e-mail and on their page.
  await page.getByRole('link', { name: 'back to the format' }).click();
  const message = page.getByRole('form', { name: 'message participants' });
  const groupOne = await message
    .getByLabel('to')
    .locator('option', { hasText: /^group 1 / })
    .getAttribute('value');
  await message.getByLabel('to').selectOption(groupOne!);
  await message.getByLabel('message').fill('The studio door is round the back, by the bike racks.');
  await message.getByRole('button', { name: 'send' }).click();
  await expect(message.getByRole('status')).toHaveText(/^sent to \d+ people, each by e-mail and in the app\.$/);
  const sentTo = Number(/sent to (\d+)/.exec((await message.getByRole('status').textContent())!)![1]);
  await expect.poll(() => server.smtp.mails.filter((mail) => mail.subject === 'A message from your host').length).toBe(sentTo);
  expect(mailsTo(server, ana.account.email, 'A message from your host')[0]?.text ?? '').toContain(
    'The studio door is round the back, by the bike racks.',
  );
  await anaPhone.reload();
  await expect(anaPhone.getByRole('region', { name: "what we've told you" })).toContainText('The studio door is round the back');
  await expect(anaPhone.getByRole('region', { name: "what we've told you" })).toContainText('an apron and a towel');

  // The host moves group 1's third session a day later; its people are told, with the new invite.
  const moving = page.locator('details', { hasText: 'move a session of group 1' });
  await moving.getByText('move a session of group 1').click();
  await moving.getByLabel('session', { exact: true }).selectOption({ index: 2 });
  await moving.getByLabel('new day').fill('2027-01-28');
  await moving.getByRole('button', { name: 'move it and tell the group' }).click();
  await expect(moving.getByText('moved: everyone in the group was told.')).toBeVisible();
  await expect.poll(() => server.smtp.mails.filter((mail) => mail.subject === 'A session of your group has moved').length).toBe(sentTo);
  const moved = mailsTo(server, ana.account.email, 'A session of your group has moved')[0]!;
  expect(moved.text).toContain('Session 3 of your group of');
  expect(moved.text).toContain('it is now on Thursday, January 28, 2027');
  expect(calendarEvents(moved.calendar!).events.map((event) => event.DTSTART)[2]).toBe('20270129T000000Z');

  // The day before the first session: one reminder each, with the invite of all six sessions.
  await server.setClock('2027-01-13T02:00:00Z');
  const reminders = await eachGotOne(server, emails, 'Your session is tomorrow');
  expect(reminders[0]!.text).toContain(`Session 1 of 6 of "${TITLE}" is tomorrow: Wednesday, January 13, 2027, 7:00 p.m. to 10:00 p.m.`);
  expect(reminders[0]!.text).toContain('What to bring:\nan apron and a towel');
  const reminded = calendarEvents(reminders[0]!.calendar!);
  expect([reminded.method, reminded.events.length]).toEqual(['REQUEST', 6]);
  expect(reminded.events.every((event) => event.LOCATION === ADDRESS)).toBe(true);
  await signedIn(server, ana.context, ana.account, server.now());
  await anaPhone.reload();
  await expect(anaPhone.getByRole('region', { name: "what we've told you" })).toContainText('is tomorrow');

  // At the first session the host checks two people in: the dashboard's "attended" counts them, not the paid.
  await server.setClock('2027-01-14T00:05:00Z');
  const atSession = await laptop(browser, server, host, server.now());
  await atSession.page.goto(`/host/format/${formatId}/details`);
  const who = atSession.page.getByRole('list', { name: 'who is checked in at session 1' }).first();
  const checkButtons = who.getByRole('button', { name: /^check .+ in$/ });
  await expect(checkButtons.first()).toBeVisible();
  const firstTwo: string[] = [];
  for (const item of await checkButtons.all()) {
    if (firstTwo.length === 2) break;
    firstTwo.push(/^check (.+) in$/.exec((await item.textContent())!.trim())![1]!);
  }
  expect(firstTwo).toHaveLength(2);
  for (const name of firstTwo) {
    await who.getByRole('button', { name: `check ${name} in` }).click();
    await expect(who.getByRole('listitem').filter({ hasText: name })).toContainText(/checked in at .* by you/);
  }
  const dashboard = async () => (await (await atSession.page.request.get('/api/hosts/me/dashboard')).json()) as HostDashboard;
  expect((await dashboard()).funnel.find((format) => format.formatId === formatId)!.attended).toBe(2);
  await atSession.context.close();

  // Once the last session has begun the host marks the program held: completed, and the host gets the totals.
  await server.setClock('2027-02-18T01:00:00Z');
  const atEnd = await laptop(browser, server, host, server.now());
  await atEnd.page.goto(`/host/format/${formatId}/details`);
  await atEnd.page.getByRole('button', { name: 'mark as held' }).click();
  await atEnd.page.getByRole('dialog', { name: 'mark as held?' }).getByRole('button', { name: 'yes, mark it as held' }).click();
  await expect(atEnd.page.getByText(`now: ${JOURNEY_COPY.phase.held}`)).toBeVisible();
  const [completed] = await eachGotOne(server, [host.email], `"${TITLE}" is complete`);
  expect(completed!.text).toContain(`People: 8 paid in ${groups} ${groups === 1 ? 'group' : 'groups'}\nSessions held: ${6 * groups}`);
  expect(completed!.text).toContain(
    'Ticket sales: $2,160.00 CAD\nRefunds: $0.00 CAD\nPlatform fee: $432.00 CAD\nYour share: $1,728.00 CAD',
  );
  await atEnd.context.close();
  for (const person of everyone) await person.context.close();
});

test('a host cancels a paid program: every payment refunded in full, everyone told, gone from /programs', async ({ browser, server }) => {
  test.setTimeout(180_000);
  const host = await inDatabase(server, (db) => createSignedInUser(db, { isHost: true }));
  const { page } = await laptop(browser, server, host);
  const title = 'Hand-building in clay';
  const base = eventFormatPayload({ title, tags: [] }, FIRST_SESSION);
  const made = await page.request.post('/api/event-format/draft', {
    data: {
      format: { ...base, sessions: { count: 6, everyDays: 7 }, venue: { ...base.venue, venueDetails: ADDRESS } },
      hostInfo: { email: host.email, isNewHost: false },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as EventFormatCreated;
  expect((await page.request.post(`/api/event-format/${id}/publish`)).status()).toBe(200);
  // Taking interest, it is on /programs.
  const visitor = await (await browser.newContext({ baseURL: server.url })).newPage();
  await visitor.goto('/programs');
  await expect(visitor.getByRole('region', { name: 'from our hosts' }).getByRole('link', { name: title })).toBeVisible();
  const everyone = await inDatabase(server, (db) => people(browser, server.url, db));
  await inDatabase(server, (db) => sayInterested(everyone, id, db));
  await closeNow(page.request, id);
  await pickEachOther(everyone, id);
  const { groups } = await closeNow(page.request, id);
  for (const group of groups) await approve(page.request, id, group.id);
  for (const person of everyone) await pay(person, id);

  // The host cancels from the format's details: the dialog says what it does before it does it.
  await page.goto(`/host/format/${id}/details`);
  await page.getByRole('button', { name: 'cancel this program' }).click();
  const asked = page.getByRole('dialog', { name: 'cancel this program?' });
  await expect(asked).toContainText('the 4 people taking part are told. The 4 payments made, $1,080.00 CAD in all, are refunded in full.');
  await asked.getByRole('button', { name: 'yes, cancel it and refund everyone' }).click();
  await expect(page.getByText(`now: ${JOURNEY_COPY.phase.cancelled}`)).toBeVisible();

  // Everyone told once, with the amount back; their page says so; the program is gone from /programs.
  const told = await eachGotOne(
    server,
    everyone.map((person) => person.account.email),
    'An event was cancelled by its host',
  );
  for (const mail of told) expect(mail.text).toContain('Your payment of $270.00 CAD is refunded in full to your card.');
  const anaPhone = await everyone[0]!.context.newPage();
  await anaPhone.goto(`/program/${id}`);
  await expect(anaPhone.getByText('refunded: $270.00 CAD', { exact: true })).toBeVisible();
  await expect(
    anaPhone.getByText('this event was called off. Your payment of $270.00 CAD is refunded in full.', { exact: true }),
  ).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
  await visitor.context().close();
  for (const person of everyone) await person.context.close();
});
