import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_ERRORS, CHAT_MESSAGE, CHAT_SEND_LIMITS, chatIdOfGroup } from '../../../../shared/group-chat';
import type { ChatMessage, ChatPage } from '../../../../shared/group-chat-contract';
import type { GroupView } from '../../../../shared/groups';
import { confirmedGroupOfFour } from '../../../helpers/confirmed-group-of-four';
import { memberRequest } from '../../../helpers/member-request';
import type { TestApp } from '../../../helpers/test-app';
import { bodiesOf, chatCalls } from './chat-calls';

// Sending: once per device id, in the server's order, within the limits, and "I'm here" counting toward check-in.
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const MINUTE = 60 * 1000;
const chat = chatCalls(() => t!.app);

async function confirmed() {
  const group = await confirmedGroupOfFour();
  t = group.t;
  return { ...group, chatId: chatIdOfGroup(group.groupId) };
}

describe('sending a message', () => {
  it('the same id twice is one message (200 with the stored one); the same id with other words is 409', async () => {
    const { ana, ben, chatId } = await confirmed();
    const id = crypto.randomUUID();
    const first = await chat.send(ana, chatId, 'at the back table', { id });
    expect(first.statusCode).toBe(201);
    const again = await chat.send(ana, chatId, 'at the back table', { id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const differs = await chat.send(ana, chatId, 'at the front', { id });
    expect(differs.statusCode).toBe(409);
    expect(differs.json()).toEqual({ code: 'chat-message-differs', message: CHAT_ERRORS.replayDiffers });
    // Another member cannot take the id either.
    expect((await chat.send(ben, chatId, 'at the back table', { id })).statusCode).toBe(409);
    expect(bodiesOf(await chat.messagesOf(ben, chatId))).toEqual(['at the back table']);
  });

  it('sent at once from four phones, each is stored once, numbered 1..n without a gap, in one order for everyone', async () => {
    const { host, ana, ben, cal, chatId } = await confirmed();
    const sends = [host, ana, ben, cal].flatMap((member, m) =>
      [0, 1, 2].map((n) => ({ member, id: crypto.randomUUID(), body: `message ${m}.${n}` })),
    );
    // Each sent twice at once, as an outbox that lost the first answer would.
    const answers = await Promise.all([...sends, ...sends].map((s) => chat.send(s.member, chatId, s.body, { id: s.id })));
    for (const answer of answers) expect([200, 201], answer.body).toContain(answer.statusCode);
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(sends.length);
    const seen = await chat.messagesOf(host, chatId);
    expect(seen.map((message) => message.seq)).toEqual(sends.map((_, i) => i + 1));
    expect(new Set(seen.map((message) => message.id))).toEqual(new Set(sends.map((s) => s.id)));
    const order = (messages: ChatMessage[]) => messages.map((message) => [message.seq, message.id, message.body]);
    expect(order(await chat.messagesOf(cal, chatId))).toEqual(order(seen));
    // After a seq, only what came after it.
    const after = (await chat.page(ana, chatId, 10)).json() as ChatPage;
    expect(after.messages.map((message) => message.seq)).toEqual([11, 12]);
  });

  it('trims the words and counts characters, not bytes: 1 to 1000; blank or longer is 400 with our words', async () => {
    const { ana, chatId } = await confirmed();
    const blank = await chat.send(ana, chatId, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ body: CHAT_ERRORS.empty });
    const emoji = '☕'.repeat(CHAT_MESSAGE.max);
    expect((await chat.send(ana, chatId, `  ${emoji}  `)).statusCode).toBe(201);
    const long = await chat.send(ana, chatId, `${emoji}☕`);
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ body: CHAT_ERRORS.tooLong });
    const link = await chat.send(ana, chatId, 'menu: <a href="https://example.com">here</a>');
    expect((link.json() as ChatMessage).body).toBe('menu: <a href="https://example.com">here</a>');
  });

  it(`more than ${CHAT_SEND_LIMITS.perMinute} a minute is 429 with our words and Retry-After; the others may still write`, async () => {
    const { ana, ben, chatId, clock } = await confirmed();
    for (let i = 0; i < CHAT_SEND_LIMITS.perMinute; i++) expect((await chat.send(ana, chatId, `hi ${i}`)).statusCode).toBe(201);
    const refused = await chat.send(ana, chatId, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'rate-limited', message: CHAT_ERRORS.tooFast });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await chat.send(ben, chatId, 'calm down')).statusCode).toBe(201);
    clock.set(new Date(clock.now().getTime() + MINUTE + 1000).toISOString());
    expect((await chat.send(ana, chatId, 'sorry')).statusCode).toBe(201);
  });

  it('"I\'m here" while check-in is open counts as a try: the member is not a no-show', async () => {
    const { ana, ben, chatId, clock, at } = await confirmed();
    expect(((await chat.page(ana, chatId)).json() as ChatPage).chat.checkInOpen).toBe(false);
    // Before the window "I'm here" is only words.
    expect((await chat.send(ben, chatId, '', { quick: 'im-here' })).statusCode).toBe(201);
    clock.set(at(10 * MINUTE));
    await t!.app.repos.auth.setSessionTimes({ lastSeenAt: clock.now().toISOString() });
    expect(((await chat.page(ana, chatId)).json() as ChatPage).chat.checkInOpen).toBe(true);
    const here = await chat.send(ana, chatId, '', { quick: 'im-here' });
    expect(here.statusCode, here.body).toBe(201);
    expect(here.json()).toMatchObject({ body: "I'm here", quick: 'im-here' });
    const call = memberRequest(() => t!.app);
    const viewOf = async (member: typeof ana) => ((await call(member, 'GET', '/api/groups/current')).json() as { group: GroupView }).group;
    expect((await viewOf(ana)).checkIn!.triedToCheckIn).toBe(true);
    expect((await viewOf(ben)).checkIn!.triedToCheckIn).toBe(false);
  });
});
