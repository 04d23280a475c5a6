import { createSignedInUser } from '../helpers/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { approve, closeNow, pay, people, pickEachOther, publishedFormat, sayInterested } from './support/format-journey';
import { expect, test } from './support/worker-server';

// A program group's conversation is its paid participants' and its host's, who may have no member profile: a
// participant opens it from the program's page and writes; the host, on a laptop, reads it.
test("a program's participant without a member profile writes in the group's conversation; the host reads it", async ({
  browser,
  server,
}) => {
  test.setTimeout(180_000);
  const host = await server.withDatabase((db) => createSignedInUser(db, { isHost: true }));
  const hostContext = await browser.newContext({ baseURL: server.url });
  await hostContext.addCookies([{ name: 'sid', value: host.sessionId, url: server.url }]);
  const hostPage = await hostContext.newPage();
  const id = await publishedFormat(hostPage.request, host, 'Wheel-throwing for beginners');
  const everyone = await server.withDatabase((db) => people(browser, server.url, db));
  await server.withDatabase((db) => sayInterested(everyone, id, db));
  await closeNow(hostPage.request, id);
  await pickEachOther(everyone, id);
  const { groups } = await closeNow(hostPage.request, id);
  for (const group of groups) await approve(hostPage.request, id, group.id);
  for (const person of everyone) await pay(person, id);

  const ana = await everyone[0]!.context.newPage();
  await ana.goto(`/program/${id}`);
  await ana.getByRole('link', { name: /^your group’s conversation/ }).click();
  await expect(ana).toHaveURL(/\/group\/chat\/p-/);
  await expect(ana.getByRole('heading', { level: 1 })).toBeVisible();
  await ana.getByRole('textbox', { name: 'your message' }).fill('is there parking nearby?');
  await ana.getByRole('button', { name: 'Send' }).click();
  const chatPath = new URL(ana.url()).pathname;
  await expectNoSeriousAxeViolations(ana, 'a program group’s conversation');

  await hostPage.goto(chatPath);
  await expect(hostPage.getByRole('list', { name: 'messages' }).getByText('is there parking nearby?')).toBeVisible();
  await Promise.all([hostContext.close(), ...everyone.map((person) => person.context.close())]);
});
