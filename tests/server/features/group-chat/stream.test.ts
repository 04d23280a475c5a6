import crypto from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { chatIdOfGroup } from '../../../../shared/group-chat';
import type { ChatMessage } from '../../../../shared/group-chat-contract';
import { buildApp } from '../../../../server/app';
import { confirmedGroupOfFour } from '../../../helpers/confirmed-group-of-four';
import { memberRequest } from '../../../helpers/member-request';
import { onPostgres } from '../../../helpers/test-database';
import type { TestApp } from '../../../helpers/test-app';
import { createAdmin } from '../review/review-helpers';
import { chatCalls } from './chat-calls';
import { openEventStream } from './event-stream';

// The live stream over a real connection: what is written arrives, a reconnect resumes after the last event, a member
// who left gets nothing more, and on PostgreSQL a message written through one app reaches a stream on another.
let t: TestApp | undefined;
let other: FastifyInstance | undefined;
const streams: { close(): void }[] = [];
afterEach(async () => {
  for (const stream of streams.splice(0)) stream.close();
  await other?.close();
  other = undefined;
  await t?.close();
  t = undefined;
});

const chat = chatCalls(() => t!.app);

async function listening() {
  const group = await confirmedGroupOfFour();
  t = group.t;
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...group, base, chatId: chatIdOfGroup(group.groupId) };
}

async function open(...args: Parameters<typeof openEventStream>) {
  const stream = await openEventStream(...args);
  streams.push(stream);
  return stream;
}

const messageOf = (event: { data: string } | null) => JSON.parse(event!.data) as ChatMessage;

describe("a conversation's live stream", () => {
  it('a message written arrives as an event whose id is its seq; a reconnect with Last-Event-ID gets only what came after', async () => {
    const { ana, ben, base, chatId } = await listening();
    const first = await open(base, chatId, ben);
    expect(first.status).toBe(200);
    expect(first.contentType).toContain('text/event-stream');
    expect((await chat.send(ana, chatId, 'on my way')).statusCode).toBe(201);
    const event = await first.next();
    expect(event).toMatchObject({ id: '1', event: 'message' });
    expect(messageOf(event)).toMatchObject({ seq: 1, body: 'on my way', author: { firstName: 'Ana', me: false } });
    first.close();

    // Written while Ben's phone was in the subway.
    expect((await chat.send(ana, chatId, 'got a table')).statusCode).toBe(201);
    expect((await chat.send(ana, chatId, 'at the back')).statusCode).toBe(201);
    const again = await open(base, chatId, ben, { lastEventId: 1 });
    expect(messageOf(await again.next()).body).toBe('got a table');
    expect(messageOf(await again.next()).body).toBe('at the back');
    expect((await chat.send(ben, chatId, 'see you')).statusCode).toBe(201);
    const mine = await again.next();
    expect(mine!.id).toBe('4');
    expect(messageOf(mine).author.me).toBe(true);
  });

  it('?after= resumes too; a member who leaves gets nothing more (the stream ends at the next wake-up); removals and closing are told', async () => {
    const { ana, cal, base, chatId, groupId } = await listening();
    const hello = (await chat.send(ana, chatId, 'hello')).json() as ChatMessage;
    expect((await chat.send(ana, chatId, 'anyone there?')).statusCode).toBe(201);
    const stream = await open(base, chatId, cal, { after: 1 });
    expect(messageOf(await stream.next()).body).toBe('anyone there?');
    const anas = await open(base, chatId, ana);
    expect(messageOf(await anas.next()).seq).toBe(1);
    expect(messageOf(await anas.next()).seq).toBe(2);
    // Cal gives up their place (the group of four, with nobody to fill it, is dissolved: read-only for the others).
    expect((await memberRequest(() => t!.app)(cal, 'POST', `/api/groups/${groupId}/decline`, { late: true })).statusCode).toBe(200);
    // An admin removing a message wakes every stream of the conversation.
    const admin = await createAdmin(t!.app);
    const removed = await t!.app.inject({
      method: 'POST',
      url: `/api/review/chat-messages/${hello.id}/remove`,
      cookies: { sid: admin.sessionId },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await stream.next()).toBeNull();
    // Those still in it are told of the removal, and that writing has closed with the group dissolved.
    const told = await anas.next();
    expect(told).toMatchObject({ id: null, event: 'removed' });
    expect(JSON.parse(told!.data)).toEqual({ id: hello.id, seq: 1 });
    const state = await anas.next();
    expect(state).toMatchObject({ event: 'state' });
    expect(JSON.parse(state!.data)).toEqual({ state: 'read-only' });
  });

  it('closing the app ends its open streams instead of waiting on them', async () => {
    const { ana, ben, base, chatId } = await listening();
    const stream = await open(base, chatId, ben);
    expect((await chat.send(ana, chatId, 'hello')).statusCode).toBe(201);
    expect(messageOf(await stream.next()).body).toBe('hello');
    await t!.close();
    expect(await stream.next()).toBeNull();
  });

  it.skipIf(!onPostgres())('on PostgreSQL, a message written through one app reaches a stream opened on another', async () => {
    const { ana, ben, base, chatId, clock } = await listening();
    other = await buildApp({ config: t!.config, now: clock.now });
    const otherBase = await other.listen({ port: 0, host: '127.0.0.1' });
    const onOther = await open(otherBase, chatId, ben);
    expect(onOther.status).toBe(200);
    const onFirst = await open(base, chatId, ben);
    // Once a stream got a message it is listening (it listens before its first read): what follows comes by NOTIFY.
    expect((await chat.send(ana, chatId, 'hello')).statusCode).toBe(201);
    expect(messageOf(await onOther.next()).body).toBe('hello');
    expect(messageOf(await onFirst.next()).body).toBe('hello');
    expect((await chat.send(ana, chatId, 'written on the first node')).statusCode).toBe(201);
    expect(messageOf(await onOther.next()).body).toBe('written on the first node');
    expect(messageOf(await onFirst.next()).body).toBe('written on the first node');
    const written = await other.inject({
      method: 'POST',
      url: `/api/group-chats/${chatId}/messages`,
      payload: { id: crypto.randomUUID(), body: 'and one on the second' },
      cookies: { sid: ana.sessionId },
    });
    expect(written.statusCode).toBe(201);
    expect(messageOf(await onFirst.next())).toMatchObject({ seq: 3, body: 'and one on the second' });
    expect(messageOf(await onOther.next())).toMatchObject({ seq: 3, body: 'and one on the second' });
  });
});
