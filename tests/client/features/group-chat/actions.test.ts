// A real IndexedDB in memory (fake-indexeddb), installed before Dexie is loaded, so the outbox meets the real tables.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../../shared/group-chat-contract';
import { db } from '../../../../client/data/db';
import { drainOutbox } from '../../../../client/data/outbox-drain';
import { keepDraft, markRead, sendMessage } from '../../../../client/features/group-chat/actions';
import { keepPage } from '../../../../client/features/group-chat/refresh';
import { registerEveryOutboxKind } from '../../../../client/outbox-kinds';

registerEveryOutboxKind();

const CHAT = 'g-group-1';
let online: boolean;
const sent: { path: string; body: Record<string, unknown> }[] = [];

beforeEach(async () => {
  online = false;
  sent.length = 0;
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
  // The drain's fetch (a platform API), answered as the server would: a message gets the next seq.
  vi.stubGlobal('fetch', async (path: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    sent.push({ path, body });
    const answer: Partial<ChatMessage> = path.endsWith('/messages')
      ? {
          id: body.id as string,
          seq: sent.filter((one) => one.path.endsWith('/messages')).length,
          author: { profileId: 'me', former: false, firstName: 'Noa', photoUrl: null, me: true },
          body: body.body as string,
          quick: (body.quick as ChatMessage['quick']) ?? null,
          at: '2026-11-28T14:00:00.000Z',
          removed: false,
        }
      : {};
    return new Response(JSON.stringify(answer), { status: 201, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('BroadcastChannel', undefined);
  await db.delete();
  await db.open();
});
afterEach(() => vi.unstubAllGlobals());

describe('messages written offline', () => {
  it('wait on the device, then go in the order typed, each once with the id made when typed, and are kept as the server took them', async () => {
    await sendMessage(CHAT, '  running a bit late  ');
    await sendMessage(CHAT, "I'm here", 'im-here');
    await drainOutbox();
    expect(sent).toEqual([]);
    expect(await db.outbox.count()).toBe(2);

    online = true;
    await drainOutbox();
    await drainOutbox();
    expect(sent.map((one) => one.path)).toEqual([`/api/group-chats/${CHAT}/messages`, `/api/group-chats/${CHAT}/messages`]);
    expect(sent.map((one) => [one.body.body, one.body.quick])).toEqual([
      ['running a bit late', undefined],
      ["I'm here", 'im-here'],
    ]);
    const ids = sent.map((one) => one.body.id as string);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await db.outbox.count()).toBe(0);
    const kept = await db.groupChatMessages.where('[chatId+seq]').between([CHAT, 0], [CHAT, Infinity]).toArray();
    expect(kept.map((message) => [message.id, message.seq])).toEqual([
      [ids[0], 1],
      [ids[1], 2],
    ]);
  });
});

describe('marking read', () => {
  it('tells the server only when the last seq seen moved past what this device said', async () => {
    await keepPage(CHAT, {
      chat: {
        chatId: CHAT,
        kind: 'group',
        title: 'Café Pamenar',
        venue: null,
        meetsAt: null,
        closesAt: '2026-12-01T14:00:00.000Z',
        deletedAt: '2026-12-31T14:00:00.000Z',
        state: 'open',
        members: [],
        checkInOpen: false,
      },
      messages: [],
    });
    await markRead(CHAT, 3);
    await markRead(CHAT, 3);
    await markRead(CHAT, 2);
    await markRead(CHAT, 5);
    const reads = (await db.outbox.orderBy('createdAt').toArray()).map((entry) => entry.payload);
    expect(reads).toEqual([
      { chatId: CHAT, seq: 3 },
      { chatId: CHAT, seq: 5 },
    ]);
    expect((await db.groupChats.get(CHAT))?.readSeq).toBe(5);
  });
});

describe('the draft', () => {
  it('is kept on this device as it is typed, and goes once it is sent; a quick reply leaves it alone', async () => {
    await keepDraft(CHAT, 'meet at the');
    await keepDraft(CHAT, 'meet at the door');
    expect((await db.groupChatDrafts.get(CHAT))?.body).toBe('meet at the door');
    await sendMessage(CHAT, 'running late', 'running-late');
    expect((await db.groupChatDrafts.get(CHAT))?.body).toBe('meet at the door');
    await sendMessage(CHAT, 'meet at the door');
    expect(await db.groupChatDrafts.get(CHAT)).toBeUndefined();
    await keepDraft(CHAT, 'x');
    await keepDraft(CHAT, '');
    expect(await db.groupChatDrafts.get(CHAT)).toBeUndefined();
  });
});
