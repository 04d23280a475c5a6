import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ChatList, ChatMessage, ChatPage } from '../../../../shared/group-chat-contract';
import type { TestAccount } from '../../../helpers/accounts';

/** A member's calls to a conversation's routes on the real app, as their device makes them. */
export function chatCalls(app: () => FastifyInstance) {
  const inject = (who: TestAccount, method: 'GET' | 'POST', url: string, payload?: object) =>
    app().inject({ method, url, payload, cookies: { sid: who.sessionId } });
  return {
    list: async (who: TestAccount) => (await inject(who, 'GET', '/api/group-chats')).json() as ChatList,
    page: (who: TestAccount, chatId: string, after?: number) =>
      inject(who, 'GET', `/api/group-chats/${chatId}${after === undefined ? '' : `?after=${after}`}`),
    messagesOf: async (who: TestAccount, chatId: string) => {
      const answer = await inject(who, 'GET', `/api/group-chats/${chatId}`);
      if (answer.statusCode !== 200) throw new Error(`page refused: ${answer.statusCode} ${answer.body}`);
      return (answer.json() as ChatPage).messages;
    },
    send: (who: TestAccount, chatId: string, body: string, options: { id?: string; quick?: string } = {}) =>
      inject(who, 'POST', `/api/group-chats/${chatId}/messages`, {
        id: options.id ?? crypto.randomUUID(),
        body,
        ...(options.quick ? { quick: options.quick } : {}),
      }),
    read: (who: TestAccount, chatId: string, seq: number) => inject(who, 'POST', `/api/group-chats/${chatId}/read`, { seq }),
    report: (who: TestAccount, chatId: string, messageId: string, reason: string) =>
      inject(who, 'POST', `/api/group-chats/${chatId}/messages/${messageId}/report`, { reason }),
    inject,
  };
}

export const bodiesOf = (messages: ChatMessage[]) => messages.map((message) => message.body);
