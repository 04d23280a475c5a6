import type { Page } from '@playwright/test';
import { adminsRepo } from '../../server/features/admins/repo';
import { momentLabel } from '../../shared/date-labels';
import { CHAT_CLOSES_AFTER_MS, CHAT_COPY, chatIdOfGroup } from '../../shared/group-chat';
import { meetingAt } from '../../shared/weekly-cycle';
import { createMember } from '../helpers/members';
import { expectNoSeriousAxeViolations } from './support/axe';
import { confirmedGroup } from './support/confirmed-group';
import { memberPhone } from './support/member-phone';
import { expect, test } from './support/worker-server';

// A confirmed group's own conversation on three of its members' phones: it opens when the last member accepts, a message written on
// the subway reaches the others live once its writer is back online (once each, in order), a report reaches the
// admins, and after writing closes it can be read, not written to. The server's clock starts on the Tuesday before
// the meetup, while the invites are open.
const WEEK = '2026-11-19';
const MEETS = meetingAt(WEEK, 'sat-9', 'America/Toronto');
const CLOCK_START = new Date(MEETS.getTime() - 93 * 60 * 60 * 1000).toISOString();
test.use({ serverStart: { clock: CLOCK_START } });

const messagesOf = (page: Page) => page.getByRole('list', { name: 'messages' }).getByRole('listitem');
const chatLink = (page: Page) => page.getByRole('link', { name: /^your group’s conversation/ });

async function send(page: Page, words: string) {
  await page.getByRole('textbox', { name: 'your message' }).fill(words);
  await page.getByRole('button', { name: 'Send' }).click();
}

test('the conversation opens at the last accept; offline messages arrive live once, in order; reports; read-only after', async ({
  browser,
  server,
}) => {
  // Three phones and an admin's laptop through a whole conversation: longer than one screen's test.
  test.setTimeout(180_000);
  // A group of four (the fewest that meet), three of them on their phones; Cal is the last to answer.
  const { members, groupId } = await confirmedGroup(server, WEEK, ['Ana', 'Ben', 'Eve', 'Cal'], { unanswered: 1 });
  const chatId = chatIdOfGroup(groupId);
  const [ana, ben, cal] = await Promise.all(
    [members[0]!, members[1]!, members[3]!].map((member) => memberPhone(browser, server, member, CLOCK_START)),
  );

  // Before the last accept there is no conversation.
  const listed = async (page: Page) =>
    ((await (await page.request.get(`${server.url}/api/group-chats`)).json()) as { chats: unknown[] }).chats;
  expect(await listed(ana!.page)).toEqual([]);

  await cal!.page.goto(`${server.url}/group`);
  await cal!.page.getByRole('button', { name: 'accept' }).click();
  await expect(cal!.page.getByRole('heading', { name: 'you accepted' })).toBeVisible();
  await chatLink(cal!.page).click();
  await expect(cal!.page).toHaveURL(`${server.url}/group/chat/${chatId}`);

  for (const phone of [ana!, ben!]) {
    await phone.page.goto(`${server.url}/group`);
    await chatLink(phone.page).click();
    await expect(phone.page.getByRole('heading', { level: 1, name: CHAT_COPY.title })).toBeVisible();
  }
  const pinned = ana!.page.getByRole('region', { name: /Café Pamenar/ });
  await expect(pinned.getByText('Café Pamenar, 1056 Queen St W')).toBeVisible();
  await expect(pinned.getByText(momentLabel(MEETS, 'America/Toronto'))).toBeVisible();
  await expect(ana!.page.getByText(CHAT_COPY.empty)).toBeVisible();

  // Ana says hello (what she typed survives a reload); a link in it is words, never followed.
  const hello = 'hello all, menu at https://example.com/menu';
  await ana!.page.getByRole('textbox', { name: 'your message' }).fill(hello);
  await ana!.page.reload();
  await expect(ana!.page.getByRole('textbox', { name: 'your message' })).toHaveValue(hello);
  await ana!.page.getByRole('button', { name: 'Send' }).click();
  await expect(ana!.page.getByRole('textbox', { name: 'your message' })).toHaveValue('');
  await expect(messagesOf(cal!.page)).toHaveText([/hello all/]);
  await expect(cal!.page.getByRole('link', { name: /example\.com/ })).toHaveCount(0);

  // Ben on the subway: two messages wait on his phone, marked so, and reach nobody.
  await ben!.context.setOffline(true);
  await send(ben!.page, 'first from the subway');
  await send(ben!.page, 'second from the subway');
  await expect(ben!.page.getByText(CHAT_COPY.pending)).toHaveCount(2);
  await expect(messagesOf(ana!.page)).toHaveCount(1);

  // Back online: both arrive live for the others, once each and in order, announced politely.
  await ben!.context.setOffline(false);
  const conversation = [/hello all/, /first from the subway/, /second from the subway/];
  await expect(messagesOf(ana!.page)).toHaveText(conversation);
  await expect(messagesOf(cal!.page)).toHaveText(conversation);
  await expect(messagesOf(ben!.page)).toHaveText(conversation);
  await expect(ben!.page.getByText(CHAT_COPY.pending)).toHaveCount(0);
  await expect(ana!.page.getByText(CHAT_COPY.newMessages(2))).toBeAttached();
  await ana!.page.reload();
  await expect(messagesOf(ana!.page)).toHaveText(conversation);

  // A quick reply, one tap.
  await cal!.page.getByRole('button', { name: 'running late' }).click();
  await expect(messagesOf(ana!.page)).toHaveText([...conversation, /running late/]);
  await expectNoSeriousAxeViolations(ana!.page, '/group/chat with messages');

  // Ana reports Ben's first message; the admins see it with its words and take it down; everyone sees it removed.
  const reported = messagesOf(ana!.page).filter({ hasText: 'first from the subway' });
  await reported.getByRole('button', { name: /^report/ }).click();
  const dialog = ana!.page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'what is wrong? (optional)' }).fill('not kind');
  await expectNoSeriousAxeViolations(ana!.page, '/group/chat reporting a message');
  await dialog.getByRole('button', { name: 'report' }).click();
  await expect(ana!.page.getByText(CHAT_COPY.reported)).toBeVisible();

  const admin = await server.withDatabase((db) => createMember(db, { firstName: 'Ada' }));
  await server.withDatabase((db) => adminsRepo(db).setAdmin(admin.email, true));
  const adminContext = await browser.newContext();
  await adminContext.addCookies([{ name: 'sid', value: admin.sessionId, url: server.url }]);
  const adminPage = await adminContext.newPage();
  await adminPage.goto(`${server.url}/admin/review`);
  const report = adminPage.getByRole('region', { name: 'reported messages' }).getByRole('article', { name: /^Ben’s message/ });
  await expect(report.getByRole('list', { name: 'reasons' })).toHaveText('not kind');
  await expect(report.getByRole('list', { name: 'the conversation around it' }).getByRole('listitem')).toHaveText([
    /hello all/,
    /first from the subway/,
    /second from the subway/,
    /running late/,
  ]);
  await expectNoSeriousAxeViolations(adminPage, '/admin/review with a reported message');
  await report.getByRole('button', { name: 'remove message' }).click();
  await expect(adminPage.getByText("removed Ben's message.")).toBeVisible();
  // Live on the open screens (the stream's `removed`), and still so when the conversation is opened again.
  for (const page of [cal!.page, ben!.page]) {
    await expect(messagesOf(page).filter({ hasText: CHAT_COPY.removed })).toHaveCount(1);
    await expect(messagesOf(page).filter({ hasText: 'first from the subway' })).toHaveCount(0);
  }
  await cal!.page.reload();
  await expect(messagesOf(cal!.page).filter({ hasText: CHAT_COPY.removed })).toHaveCount(1);

  // Cal blocks Ana: her messages leave Cal's conversation.
  await messagesOf(cal!.page)
    .filter({ hasText: 'hello all' })
    .getByRole('button', { name: /^block/ })
    .click();
  await cal!.page.getByRole('dialog').getByRole('button', { name: 'block' }).click();
  await expect(messagesOf(cal!.page).filter({ hasText: 'hello all' })).toHaveCount(0);
  await cal!.page.reload();
  await expect(messagesOf(cal!.page)).toHaveCount(3);

  // After writing closes: read, not written to.
  await server.setClock(new Date(MEETS.getTime() + CHAT_CLOSES_AFTER_MS + 60_000));
  await ana!.page.reload();
  await expect(ana!.page.getByText(CHAT_COPY.readOnly)).toBeVisible();
  await expect(ana!.page.getByRole('textbox', { name: 'your message' })).toHaveCount(0);
  await expect(messagesOf(ana!.page)).toHaveCount(4);
  await expectNoSeriousAxeViolations(ana!.page, '/group/chat read-only');

  for (const phone of [ana!, ben!, cal!]) await phone.context.close();
  await adminContext.close();
});
