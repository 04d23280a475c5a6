import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_CLOSES_AFTER_MS, CHAT_ERRORS, CHAT_KEPT_READ_ONLY_MS, chatIdOfGroup, FORMER_MEMBER } from '../../../../shared/group-chat';
import type { ChatMessage, ChatPage } from '../../../../shared/group-chat-contract';
import type { GroupView } from '../../../../shared/groups';
import { confirmedGroupOfFour } from '../../../helpers/confirmed-group-of-four';
import { groupOfFour } from '../../../helpers/group-of-four';
import { memberRequest } from '../../../helpers/member-request';
import { createMember, fakeClock } from '../../../helpers/members';
import { buildTestApp, type TestApp } from '../../../helpers/test-app';
import { bodiesOf, chatCalls } from './chat-calls';

// Who may read and write a group's conversation, and when: its accepted members only, from the moment the last one
// accepted until 3 days after the meetup, then read-only for 30 days, then gone.
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const DAY = 24 * 60 * 60 * 1000;
const chat = chatCalls(() => t!.app);

async function confirmed() {
  const group = await confirmedGroupOfFour();
  t = group.t;
  return { ...group, chatId: chatIdOfGroup(group.groupId) };
}

describe("a group's conversation: who", () => {
  it('its members read and write it; anyone else gets the 404 of a conversation that does not exist', async () => {
    const { ana, ben, host, chatId, clock } = await confirmed();
    const sent = await chat.send(ana, chatId, '  running 5 minutes late  ');
    expect(sent.statusCode, sent.body).toBe(201);
    expect((sent.json() as ChatMessage).body).toBe('running 5 minutes late');
    expect(bodiesOf(await chat.messagesOf(ben, chatId))).toEqual(['running 5 minutes late']);
    const page = (await chat.page(host, chatId)).json() as ChatPage;
    expect(page.chat.state).toBe('open');
    expect(page.chat.members.map((member) => member.firstName).sort()).toEqual(['Ana', 'Ben', 'Cal', 'Host']);
    expect(page.messages[0]!.author).toMatchObject({ firstName: 'Ana', former: false, me: false });
    expect(JSON.stringify(page)).not.toContain('@example.com');

    const stranger = await createMember(t!.app.db, { firstName: 'Eve', now: clock.now() });
    const refused = await chat.page(stranger, chatId);
    const unknown = await chat.page(stranger, chatIdOfGroup('no-such-group'));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ code: 'chat-not-found', message: CHAT_ERRORS.notMember });
    expect(unknown.json()).toEqual(refused.json());
    expect((await chat.send(stranger, chatId, 'hello')).statusCode).toBe(404);
    expect((await chat.send(stranger, chatId, '   ')).statusCode).toBe(404);
    expect((await chat.inject(stranger, 'GET', `/api/group-chats/${chatId}/stream`)).statusCode).toBe(404);
    expect((await chat.list(stranger)).chats).toEqual([]);
    expect((await chat.list(ana)).chats).toEqual([{ chatId, title: expect.any(String), state: 'open', unread: 0, programId: null }]);
    expect((await chat.list(ben)).chats[0]!.unread).toBe(1);
  });

  it('a member who gives up their place loses the conversation at once', async () => {
    const { cal, chatId } = await confirmed();
    expect((await chat.page(cal, chatId)).statusCode).toBe(200);
    const call = memberRequest(() => t!.app);
    const groupId = chatId.slice(2);
    const left = await call(cal, 'POST', `/api/groups/${groupId}/decline`, { late: true });
    expect(left.statusCode, left.body).toBe(200);
    expect((await chat.page(cal, chatId)).statusCode).toBe(404);
    expect((await chat.send(cal, chatId, 'still here?')).statusCode).toBe(404);
  });

  it("a deleted account's messages stay, written by a former member", async () => {
    const { cal, ana, chatId, clock, at } = await confirmed();
    expect((await chat.send(cal, chatId, 'see you there')).statusCode).toBe(201);
    const call = memberRequest(() => t!.app);
    const asked = await call(cal, 'POST', '/api/users/me/delete', { email: cal.email });
    expect([200, 202]).toContain(asked.statusCode);
    // The deposit settles the day after the meetup; the account goes with the tick after it.
    clock.set(at(2 * DAY));
    await t!.app.repos.auth.setSessionTimes({ lastSeenAt: clock.now().toISOString() });
    await t!.app.cycle.tick();
    await t!.app.cycle.tick();
    expect(await t!.app.repos.auth.closedAt(cal.email)).toBeNull();
    const [message] = await chat.messagesOf(ana, chatId);
    expect(message!.body).toBe('see you there');
    expect(message!.author).toEqual({ profileId: null, former: true, firstName: FORMER_MEMBER, photoUrl: null, me: false });
  });
});

describe("a group's conversation: when", () => {
  it('opens when the last member accepts, not before', async () => {
    const clock = fakeClock('2026-11-19T17:00:00Z');
    t = await buildTestApp({ now: clock.now });
    const members = await groupOfFour(t.app, clock, '2026-11-23T14:00:00Z');
    const call = memberRequest(() => t!.app);
    const groupId = ((await call(members[0], 'GET', '/api/groups/current')).json() as { group: GroupView }).group.id;
    const chatId = chatIdOfGroup(groupId);
    for (const member of members.slice(0, 3)) {
      expect((await call(member, 'POST', `/api/groups/${groupId}/accept`)).statusCode).toBe(200);
      expect((await chat.page(members[0], chatId)).statusCode).toBe(404);
    }
    expect((await call(members[3], 'POST', `/api/groups/${groupId}/accept`)).statusCode).toBe(200);
    const page = await chat.page(members[0], chatId);
    expect(page.statusCode, page.body).toBe(200);
    expect((page.json() as ChatPage).chat.state).toBe('open');
  });

  it('is read-only 3 days after the meetup (409), and deleted by the tick 30 days later', async () => {
    const { ana, ben, chatId, clock, at } = await confirmed();
    expect((await chat.send(ana, chatId, 'thanks all')).statusCode).toBe(201);
    const renew = () => t!.app.repos.auth.setSessionTimes({ lastSeenAt: clock.now().toISOString(), expiresAt: '2099-01-01T00:00:00Z' });
    clock.set(at(CHAT_CLOSES_AFTER_MS + 1000));
    await renew();
    const page = (await chat.page(ben, chatId)).json() as ChatPage;
    expect(page.chat.state).toBe('read-only');
    expect(bodiesOf(page.messages)).toEqual(['thanks all']);
    const refused = await chat.send(ben, chatId, 'one more');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'chat-closed', message: CHAT_ERRORS.closed });

    clock.set(at(CHAT_CLOSES_AFTER_MS + CHAT_KEPT_READ_ONLY_MS - 1000));
    await renew();
    await t!.app.cycle.tick();
    expect(await t!.app.repos.groupChat.find(chatId)).toBeDefined();
    clock.set(at(CHAT_CLOSES_AFTER_MS + CHAT_KEPT_READ_ONLY_MS + 1000));
    await renew();
    await t!.app.cycle.tick();
    expect(await t!.app.repos.groupChat.find(chatId)).toBeUndefined();
    expect((await chat.page(ben, chatId)).statusCode).toBe(404);
  });
});
