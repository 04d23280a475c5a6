import crypto from 'node:crypto';
import { eveningStart } from '../../shared/poetry-night-evenings';
import { createMember, type TestMember } from '../helpers/members';
import { expectNoSeriousAxeViolations } from './support/axe';
import { memberPhone } from './support/member-phone';
import { expect, test } from './support/worker-server';

// A poetry night Friday decided a week before. Ana has a seat; on a phone she says she can't make it
// (asked first, "keep my seat" first), and her seat goes to Ben, who was waiting. The server's clock: six days before.
const FRIDAY = '2026-12-11';
const CLOCK_START = new Date(eveningStart(FRIDAY).getTime() - 6 * 24 * 60 * 60_000).toISOString();
test.use({ serverStart: { clock: CLOCK_START } });

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
  server.withDb((db) => {
    // The server's first tick decided the Friday already (nobody had registered): as if these two had, it runs.
    db.prepare(
      "INSERT INTO poetry_night_evenings (friday, status, decided_at) VALUES (?, 'running', ?) ON CONFLICT (friday) DO UPDATE SET status = 'running'",
    ).run(FRIDAY, CLOCK_START);
    for (const [position, who, status] of [
      [0, ana, 'seated'],
      [12, ben, 'waiting'],
    ] as const) {
      db.prepare(
        `INSERT INTO poetry_night_registrations (user_id, availability, location, acknowledged_at, created_at, updated_at)
         VALUES (?, ?, 'CA:BC:Revelstoke', ?, ?, ?)`,
      ).run(who.email, JSON.stringify([FRIDAY]), CLOCK_START, CLOCK_START, CLOCK_START);
      db.prepare('INSERT INTO poetry_night_seats (friday, user_id, status, position, updated_at) VALUES (?, ?, ?, ?, ?)').run(
        FRIDAY,
        who.email,
        status,
        position,
        CLOCK_START,
      );
    }
  });

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
  const seatOf = (who: TestMember) =>
    server.withDb((db) => db.prepare('SELECT status FROM poetry_night_seats WHERE friday = ? AND user_id = ?').get(FRIDAY, who.email));
  expect(seatOf(ana)).toEqual({ status: 'released' });
  expect(seatOf(ben)).toEqual({ status: 'seated' });
  const told = server.withDb((db) =>
    db.prepare("SELECT title FROM notices WHERE user_id = ? AND kind = 'poetry-night-seated'").all(ben.email),
  );
  expect(told).toEqual([{ title: 'poetry night is on: Friday, December 11' }]);
});
