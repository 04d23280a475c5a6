import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatIdOfGroup } from '../../../../shared/group-chat';
import { LOCK_SCREEN_WORDS } from '../../../../shared/push';
import type { TestAccount } from '../../../helpers/accounts';
import { confirmedGroupOfFour } from '../../../helpers/confirmed-group-of-four';
import { memberRequest } from '../../../helpers/member-request';
import { PUSH_TEST_CA, pushClient, startPushService } from '../../../helpers/push-service';
import { type SmtpListener, startSmtpListener } from '../../../helpers/smtp-listener';
import type { TestApp } from '../../../helpers/test-app';
import { chatCalls } from './chat-calls';
import { openEventStream } from './event-stream';

// Members are told of new messages while their app is closed: by push to a device, else by an e-mail digest at most
// every 3 hours that says who wrote and how much, never the words; nobody with the conversation open is told.
let t: TestApp | undefined;
let service: Awaited<ReturnType<typeof startPushService>> | undefined;
let smtp: SmtpListener;
const streams: { close(): void }[] = [];
beforeAll(async () => {
  smtp = await startSmtpListener();
});
afterAll(() => smtp.close());
afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  await t?.close();
  await service?.close();
  t = undefined;
});

const chat = chatCalls(() => t!.app);
const call = memberRequest(() => t!.app);
const HOUR = 60 * 60 * 1000;

async function confirmedWithPush() {
  service = await startPushService();
  const group = await confirmedGroupOfFour({
    env: { PUSH_ENDPOINT_ORIGINS: service.origin, PUSH_ENDPOINT_CA: PUSH_TEST_CA, SMTP_URL: smtp.url },
  });
  t = group.t;
  return { ...group, chatId: chatIdOfGroup(group.groupId) };
}

async function subscribe(who: TestAccount, path: string) {
  const client = pushClient(`${service!.origin}${path}`);
  expect((await call(who, 'POST', '/api/push/subscriptions', client.subscription)).statusCode).toBe(201);
  return client;
}

const DIGEST = 'New messages in your group’s conversation';
/** The conversation's digests to this member (their other mail, the group's notices, is not this test's). */
const mailsTo = (who: TestAccount) => smtp.mails.filter((mail) => mail.to === who.email && mail.subject === DIGEST);

describe('telling members of new messages', () => {
  it('pushes to a closed app, not to one reading live; mails a digest of names and counts to one without push', async () => {
    const { host, ana, ben, cal, chatId, clock } = await confirmedWithPush();
    const anaPhone = await subscribe(ana, '/ana');
    await subscribe(ben, '/ben');
    // Ben has the conversation open.
    const base = await t!.app.listen({ port: 0, host: '127.0.0.1' });
    const benReading = await openEventStream(base, chatId, ben);
    streams.push(benReading);
    // The host is told by neither: no device, and e-mail for the conversation switched off.
    await call(host, 'PUT', '/api/notifications/preferences', { channels: { chat: { push: true, email: false } } });

    expect((await chat.send(host, chatId, "we're at the back, by the window")).statusCode).toBe(201);
    await t!.app.cycle.tick();

    expect(service!.received.map((push) => push.path)).toEqual(['/ana']);
    expect(anaPhone.decrypt(service!.received[0]!.body)).toMatchObject({
      notification: { ...LOCK_SCREEN_WORDS.chat, navigate: `/group/chat/${chatId}`, tag: 'chat' },
      kind: 'chat',
    });
    // Cal has no device: a digest naming who wrote and how much, never the words.
    await expect.poll(() => mailsTo(cal).length).toBe(1);
    const digest = mailsTo(cal)[0]!;
    expect(digest.text).toContain('wrote a new message in your group’s conversation');
    expect(digest.text).toContain(`/group/chat/${chatId}`);
    expect(digest.text).not.toContain('by the window');
    expect(mailsTo(host)).toEqual([]);
    expect(mailsTo(ben)).toEqual([]);

    // Two more within the 3 hours: pushed each, no second digest until 3 hours have passed; then one for both.
    await chat.send(ana, chatId, 'running 5 minutes late');
    await chat.send(ana, chatId, 'ordering now');
    clock.set(new Date(clock.now().getTime() + HOUR).toISOString());
    await t!.app.cycle.tick();
    expect(mailsTo(cal)).toHaveLength(1);
    clock.set(new Date(clock.now().getTime() + 2 * HOUR + 1000).toISOString());
    await t!.app.cycle.tick();
    await expect.poll(() => mailsTo(cal).length).toBe(2);
    expect(mailsTo(cal)[1]!.text).toContain('wrote 2 new messages');
    // Nothing new since: no third.
    clock.set(new Date(clock.now().getTime() + 4 * HOUR).toISOString());
    await t!.app.cycle.tick();
    expect(mailsTo(cal)).toHaveLength(2);
    // Ana's own messages were not pushed to her; the host's first one was, once.
    expect(service!.received.filter((push) => push.path === '/ana')).toHaveLength(1);
  });

  it('a member who read the conversation gets no digest of what they read', async () => {
    const { host, cal, chatId, clock } = await confirmedWithPush();
    const sent = await chat.send(host, chatId, 'see you at 9');
    expect((await call(cal, 'POST', `/api/group-chats/${chatId}/read`, { seq: sent.json().seq })).statusCode).toBe(204);
    clock.set(new Date(clock.now().getTime() + 1000).toISOString());
    await t!.app.cycle.tick();
    expect(mailsTo(cal)).toEqual([]);
  });

  it('a stream that ends after its conversation was deleted marks nothing, and does not fail', async () => {
    const { ana } = await confirmedWithPush();
    await expect(t!.app.repos.groupChat.markLive(ana.email, 'g-deleted', new Date().toISOString())).resolves.toBeUndefined();
    expect(await t!.app.repos.groupChat.readState(ana.email, 'g-deleted')).toMatchObject({ liveUntil: null });
  });
});
