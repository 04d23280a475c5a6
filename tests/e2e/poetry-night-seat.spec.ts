import crypto from 'node:crypto';
import { poetryNightEveningsRepo } from '../../server/features/experiences/poetry-night-evenings-repo';
import { experiencesRepo } from '../../server/features/experiences/repo';
import { noticesRepo } from '../../server/features/notices/repo';
import { eveningStart } from '../../shared/poetry-night-evenings';
import { createMember, type TestMember } from '../helpers/members';
import { expectNoSeriousAxeViolations } from './support/axe';
import { memberPhone } from './support/member-phone';
import { expect, test } from './support/worker-server';

// A poetry night Friday decided a week before. Ana has a seat; on a phone she says she can't make it
// (asked first, "keep my seat" first), and her seat goes to Ben, who was waiting. The server's clock: six days before.
const FRIDAY = '2026-12-11';
const CLOCK_START = new Date(eveningStart(FRIDAY).getTime() - 6 * 24 * 60 * 60_000).toISOString();
/** Eight days before: the Friday is not decided yet (a week before it is). */
const BEFORE_DECIDING = new Date(eveningStart(FRIDAY).getTime() - 8 * 24 * 60 * 60_000).toISOString();
test.use({ serverStart: { clock: BEFORE_DECIDING } });

test('a seated member gives her poetry night seat back; the one waiting gets it', async ({ browser, server }) => {
  const people: TestMember[] = [];
  for (const name of ['Ana', 'Ben'])
    people.push(
      await server.withDatabase((db) =>
        createMember(db, {
          firstName: name,
          email: `${name.toLowerCase()}-${crypto.randomUUID()}@example.com`,
          now: new Date(CLOCK_START),
        }),
      ),
    );
  const [ana, ben] = people as [TestMember, TestMember];
  // Registered before the Friday was decided, which they made run: Ana seated, Ben waiting. Then the clock moves on
  // to six days before, past the decision, which the scheduler then leaves as it was.
  await server.withDatabase(async (db) => {
    const registrations = experiencesRepo(db);
    const evenings = poetryNightEveningsRepo(db);
    await evenings.decide(FRIDAY, 'running', BEFORE_DECIDING);
    for (const [position, who, status] of [
      [0, ana, 'seated'],
      [12, ben, 'waiting'],
    ] as const) {
      await registrations.savePoetryNight(who.email, [FRIDAY], 'CA:BC:Revelstoke', BEFORE_DECIDING);
      await evenings.addSeat({ friday: FRIDAY, userId: who.email, status, position }, BEFORE_DECIDING);
    }
  });
  await server.setClock(CLOCK_START);

  const { page } = await memberPhone(browser, server, ana, CLOCK_START);
  await page.goto(`${server.url}/emberite/experiences/poetry-night/join`);
  const seats = page.getByRole('region', { name: 'your poetry nights' });
  await expect(seats).toContainText('Friday, December 11: it runs, and you have a seat.');
  await expect(page.getByRole('checkbox', { name: /December 11/ })).toBeChecked();
  await expectNoSeriousAxeViolations(page);

  await seats.getByRole('button', { name: "can't make it" }).click();
  const dialog = page.getByRole('dialog', { name: "can't make it?" });
  await expect(dialog.getByRole('button', { name: 'keep my seat' })).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(seats).toContainText('you have a seat');

  await seats.getByRole('button', { name: "can't make it" }).click();
  await dialog.getByRole('button', { name: 'give it back' }).click();
  await expect(seats).toContainText('Friday, December 11: you gave your seat back.');
  const seatOf = async (who: TestMember) =>
    (await server.withDatabase((db) => poetryNightEveningsRepo(db).seatOf(FRIDAY, who.email)))?.status;
  expect(await seatOf(ana)).toBe('released');
  expect(await seatOf(ben)).toBe('seated');
  const told = (await server.withDatabase((db) => noticesRepo(db).listFor(ben.email, server.now())))
    .filter((notice) => notice.kind === 'poetry-night-seated')
    .map(({ title }) => ({ title }));
  expect(told).toEqual([{ title: 'poetry night is on: Friday, December 11' }]);
});
