import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_CLOSES_AFTER_MS, CHAT_HOST_NAME, chatIdOfGroup, chatIdOfProgramGroup } from '../../../../shared/group-chat';
import type { ChatMessage, ChatPage, ChatReports } from '../../../../shared/group-chat-contract';
import type { MyData } from '../../../../shared/my-data-contract';
import { sessionInstants } from '../../../../shared/format-check-in';
import { programJourneyRepo } from '../../../../server/features/programs/journey-repo';
import { sessionsRepo } from '../../../../server/features/programs/sessions-repo';
import { confirmedGroupOfFour } from '../../../helpers/confirmed-group-of-four';
import { paidProgram } from '../../../helpers/paid-program';
import type { TestApp } from '../../../helpers/test-app';
import { createAdmin } from '../review/review-helpers';
import { bodiesOf, chatCalls } from './chat-calls';

// Reports reach the admins (never naming the reporter), an admin removes a message, a blocked writer is hidden from
// the one who blocked them, the export holds the member's own messages; and a program group's conversation.
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const chat = chatCalls(() => t!.app);

async function confirmed() {
  const group = await confirmedGroupOfFour();
  t = group.t;
  return { ...group, chatId: chatIdOfGroup(group.groupId) };
}

describe('reports, removal and blocks', () => {
  it('a report reaches the admins with the messages around it, never the reporter; an admin removes the message', async () => {
    const { host, ana, ben, cal, chatId } = await confirmed();
    for (const [who, body] of [
      [host, 'morning all'],
      [ana, 'on my way'],
      [cal, 'something unkind'],
      [ben, 'hmm'],
    ] as const)
      expect((await chat.send(who, chatId, body)).statusCode).toBe(201);
    const unkind = (await chat.messagesOf(ana, chatId)).find((message) => message.body === 'something unkind')!;
    const reported = await chat.report(ana, chatId, unkind.id, 'rude');
    expect(reported.statusCode).toBe(202);
    expect(reported.json()).toEqual({ reported: true });
    // Once per reporter: again adds nothing; a second member's report is counted.
    expect((await chat.report(ana, chatId, unkind.id, 'rude')).statusCode).toBe(202);
    expect((await chat.report(ben, chatId, unkind.id, '')).statusCode).toBe(202);

    const admin = await createAdmin(t!.app);
    const asAdmin = (method: 'GET' | 'POST', url: string) => t!.app.inject({ method, url, cookies: { sid: admin.sessionId } });
    for (const [method, url] of [
      ['GET', '/api/review/chat-reports'],
      ['POST', `/api/review/chat-messages/${unkind.id}/remove`],
    ] as const) {
      const refused = await chat.inject(cal, method, url);
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'forbidden']);
    }
    const list = (await asAdmin('GET', '/api/review/chat-reports')).json() as ChatReports;
    expect(list.data).toHaveLength(1);
    const [item] = list.data;
    expect(item).toMatchObject({ chatId, reports: 2, reasons: ['rude'] });
    expect(item!.message).toMatchObject({ id: unkind.id, firstName: 'Cal', body: 'something unkind', removed: false });
    expect(item!.before.map((message) => message.body)).toEqual(['morning all', 'on my way']);
    expect(item!.after.map((message) => message.body)).toEqual(['hmm']);
    // Nothing says who reported it: the item's fields are these, and no address appears.
    expect(Object.keys(item!).sort()).toEqual(['after', 'before', 'chatId', 'message', 'reasons', 'reportedAt', 'reports']);
    expect(JSON.stringify(list)).not.toContain('@example.com');

    expect((await asAdmin('POST', `/api/review/chat-messages/${unkind.id}/remove`)).json()).toEqual({ removed: true });
    expect((await asAdmin('POST', `/api/review/chat-messages/${unkind.id}/remove`)).statusCode).toBe(200);
    expect(((await asAdmin('GET', '/api/review/chat-reports')).json() as ChatReports).data).toEqual([]);
    const seen = (await chat.messagesOf(cal, chatId)).find((message) => message.id === unkind.id)!;
    expect(seen).toMatchObject({ body: '', removed: true, quick: null, seq: unkind.seq });
    // The writer's own view never says who reported it.
    expect(JSON.stringify((await chat.page(cal, chatId)).json())).not.toContain('rude');
  });

  it('messages of a member the viewer blocked are left out of their pages and counts; the others still see them', async () => {
    const { ana, ben, cal, chatId } = await confirmed();
    const blocked = await t!.app.inject({
      method: 'POST',
      url: '/api/blocks',
      payload: { profileId: cal.profileId },
      headers: { 'idempotency-key': crypto.randomUUID() },
      cookies: { sid: ana.sessionId },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect((await chat.send(cal, chatId, 'from cal')).statusCode).toBe(201);
    expect((await chat.send(ben, chatId, 'from ben')).statusCode).toBe(201);
    expect(bodiesOf(await chat.messagesOf(ana, chatId))).toEqual(['from ben']);
    expect(bodiesOf(await chat.messagesOf(ben, chatId))).toEqual(['from cal', 'from ben']);
    expect((await chat.list(ana)).chats[0]!.unread).toBe(1);
    expect((await chat.read(ben, chatId, 2)).statusCode).toBe(204);
    expect((await chat.list(ben)).chats[0]!.unread).toBe(0);
  });

  it("the member's data export holds their own messages, not the others'", async () => {
    const { ana, ben, chatId } = await confirmed();
    expect((await chat.send(ana, chatId, 'mine')).statusCode).toBe(201);
    expect((await chat.send(ben, chatId, 'not mine')).statusCode).toBe(201);
    const data = (await chat.inject(ana, 'GET', '/api/users/me/data')).json() as MyData;
    expect(data.groupChats).toEqual([{ chatId, body: 'mine', quick: null, at: expect.any(String) }]);
  });
});

describe("a program group's conversation", () => {
  it('its paid participants and its host; the unpaid get 404; names without a profile are their first names; closes 3 days after the last session', async () => {
    const p = await paidProgram({
      start: '2026-12-15T15:00:00Z',
      date: '2026-12-30',
      names: ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli'],
      paying: ['Ana', 'Ben', 'Cleo', 'Dev'],
      changes: { sessions: { count: 3, everyDays: 7 } },
    });
    t = p.t;
    const groups = await programJourneyRepo(t.app.db).groups(p.id);
    const group = groups.find((row) => row.status === 'confirmed')!;
    const chatId = chatIdOfProgramGroup(group.id);
    const page = await chat.page(p.who('Ana'), chatId);
    expect(page.statusCode, page.body).toBe(200);
    const view = (page.json() as ChatPage).chat;
    expect(view.kind).toBe('program');
    expect(view.state).toBe('open');
    expect(view.members.map((member) => member.firstName).sort()).toEqual(['Ana', 'Ben', 'Cleo', 'Dev', CHAT_HOST_NAME].sort());
    expect(JSON.stringify(view)).not.toContain('@example.com');
    const last = (await sessionsRepo(t.app.db).ofGroup(group.id)).at(-1)!;
    const lastEnd = sessionInstants(last, 'America/Toronto').endsAt.getTime();
    expect(view.closesAt).toBe(new Date(lastEnd + CHAT_CLOSES_AFTER_MS).toISOString());

    expect((await chat.page(p.who('Eli'), chatId)).statusCode).toBe(404);
    const hello = await chat.send(p.host, chatId, 'see you all on Wednesday');
    expect(hello.statusCode, hello.body).toBe(201);
    expect((hello.json() as ChatMessage).author).toMatchObject({ firstName: CHAT_HOST_NAME, me: true });
    const seen = await chat.messagesOf(p.who('Ben'), chatId);
    expect(seen.map((message) => [message.author.firstName, message.body])).toEqual([[CHAT_HOST_NAME, 'see you all on Wednesday']]);
    expect((await chat.list(p.host)).chats.map((row) => [row.chatId, row.programId])).toEqual([[chatId, p.id]]);
    // A participant's list names the program too, which its page links by.
    expect((await chat.list(p.who('Ana'))).chats.map((row) => row.programId)).toEqual([p.id]);
  });
});
