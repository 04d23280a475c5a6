import crypto from 'node:crypto';
import { CHATS } from '../../shared/chats';
import { createMember } from '../helpers/members';
import { expect, test } from './support/fixtures';

// docs/product-rules.md#journey-and-chats: the canned chats answer typed or tapped questions from their dictionaries, on the
// device (offline too), with a back link to the journey; an unknown chat says so.

test('a journey step links to its chat, which answers a tapped and a typed question, offline too', async ({
  page,
  context,
  baseURL,
  database,
}) => {
  const account = await createMember(database, { firstName: 'Rumi', email: `rumi-${crypto.randomUUID()}@example.com` });
  await context.addCookies([{ name: 'sid', value: account.sessionId, url: baseURL! }]);
  await page.goto('/emberite/journey/getting-started/anonymous-feedback');
  await page.getByRole('link', { name: 'questions? ask in General chat' }).click();
  await expect(page).toHaveURL(/\/emberite\/chat\/general-chat$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('General chat');

  const chat = CHATS['general-chat'];
  const log = page.getByRole('log', { name: 'messages' });
  await expect(log).toContainText(chat.messages[0]!);
  await page.getByRole('button', { name: 'Who can see my picks?' }).click();
  await expect(log.getByRole('listitem').last()).toContainText(chat.responseDictionary.pick!);

  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await page.reload();
  await page.getByLabel('your message').fill('When is the next BATCH?');
  await page.getByRole('button', { name: 'send' }).click();
  await expect(log.getByRole('listitem').nth(-2)).toContainText('When is the next BATCH?');
  await expect(log.getByRole('listitem').last()).toContainText(chat.responseDictionary.batch!);
  await expect(page.getByLabel('your message')).toHaveValue('');
  await page.getByLabel('your message').fill('do you like jazz');
  await page.getByLabel('your message').press('Enter');
  await expect(log.getByRole('listitem').last()).toContainText(chat.defaultResponse);
  await context.setOffline(false);

  await page.getByRole('link', { name: '← back to your journey' }).click();
  await expect(page).toHaveURL(/\/emberite\/journey$/);
});

test('the setup guide and event tips answer; an unknown chat shows a clear not-found message', async ({ page, signIn }) => {
  await signIn({ hasProfile: true });
  await page.goto('/emberite/chat/setup-guide');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Setup guide');
  await page.getByRole('button', { name: 'Which photo should I use?' }).click();
  await expect(page.getByRole('log', { name: 'messages' })).toContainText(CHATS['setup-guide'].responseDictionary.photo!);

  await page.goto('/emberite/chat/event-tips');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event tips');
  await page.getByRole('button', { name: 'What should I wear?' }).click();
  await expect(page.getByRole('log', { name: 'messages' })).toContainText(CHATS['event-tips'].responseDictionary.wear!);

  await page.goto('/emberite/chat/dance-party');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("we couldn't find this chat");
  await expect(page.getByRole('link', { name: '← back to your journey' })).toHaveAttribute('href', '/emberite/journey');
});
