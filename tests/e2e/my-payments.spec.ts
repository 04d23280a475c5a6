import { programJourneyRepo } from '../../server/features/programs/journey-repo';
import { dayWords } from '../../shared/format-words';
import { expect, test } from './support/fixtures';
import { approve, FOUR, PHONE, pay, people, suggestedGroup } from './support/format-journey';
import { untilWorkerActive } from './support/service-worker';

// "your payments" on /payment: the member's own money, newest first, kept on the device once seen so it shows with no
// connection. The paid program is arranged through the API (support/format-journey.ts); the demo provider moves no
// money but writes the ticket and its ledger as Stripe would. axe checks the list in accessibility-phone.spec.ts.
test.use(PHONE);

test('a paid ticket shows on /payment, and still shows offline after a reload', async ({ page, browser, baseURL, signIn, database }) => {
  test.setTimeout(120_000);
  const host = await signIn({ isHost: true });
  // Members (a profile each): /payment is a member's screen.
  const everyone = await people(browser, baseURL!, database, FOUR, { hasProfile: true });
  const { formatId, groupId } = await suggestedGroup(page.request, host, everyone, 'Clay and coffee', database);
  await approve(page.request, formatId, groupId);
  for (const person of everyone) await pay(person, formatId);

  const ana = everyone[0]!.context;
  const [paid] = await programJourneyRepo(database).paymentsOfUser(everyone[0]!.account.email);
  // The day it was paid on Toronto's calendar, the program's city.
  const details = ['$45.00 CAD', 'paid', dayWords(paid!.createdAt, 'toronto')];
  const phone = await ana.newPage();
  await phone.goto('/payment');
  const list = phone.getByRole('list', { name: 'your payments' });
  const ticket = list.getByRole('listitem');
  await expect(ticket).toHaveCount(1);
  await expect(ticket.getByRole('heading', { level: 3 })).toHaveText('ticket to "Clay and coffee"');
  await expect(ticket.getByRole('definition')).toHaveText(details);

  await untilWorkerActive(phone);
  await ana.setOffline(true);
  await phone.reload();
  await expect(phone.getByRole('heading', { level: 1, name: 'your deposit' })).toBeVisible();
  await expect(phone.getByText('offline: showing what was saved on this device')).toBeVisible();
  await expect(ticket.getByRole('heading', { level: 3 })).toHaveText('ticket to "Clay and coffee"');
  await expect(ticket.getByRole('definition')).toHaveText(details);
  for (const person of everyone) await person.context.close();
});

test('a member with no payments is told so in words', async ({ page, signIn }) => {
  await signIn({ hasProfile: true });
  await page.goto('/payment');
  const section = page.getByRole('region', { name: 'your payments' });
  await expect(section.getByText('no payments yet. deposits, tips and program tickets show here once you make one.')).toBeVisible();
  await expect(section.getByRole('list')).toHaveCount(0);
});
