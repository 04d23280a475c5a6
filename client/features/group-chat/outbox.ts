import type { ChatMessage } from '../../../shared/group-chat-contract';
import { db } from '../../data/db';
import { jsonRequest, type OutboxKindSpecs } from '../../data/outbox-kinds';
import type { TypedMessage } from './chat-rules';

/** POST /group-chats/:chatId/read: what the member has seen of a conversation, up to this seq. */
export interface ReadGroupChatPayload {
  chatId: string;
  seq: number;
}

/** POST /group-chats/:chatId/messages/:messageId/report, with the member's optional reason. */
export interface ReportChatMessagePayload {
  chatId: string;
  messageId: string;
  reason: string;
}

declare module '../../data/outbox-kinds' {
  interface OutboxPayloads {
    'send-chat-message': TypedMessage;
    'read-group-chat': ReadGroupChatPayload;
    'report-chat-message': ReportChatMessagePayload;
  }
}

export const groupChatOutboxKinds = {
  'send-chat-message': {
    label: 'your message to your group',
    // The id was made when typed: a replay after a lost answer is the same message, added once.
    request: ({ chatId, id, body, quick }) =>
      jsonRequest('POST /group-chats/:chatId/messages', { params: { chatId }, body: quick ? { id, body, quick } : { id, body } }),
    // Kept here at once, also when the service worker sent it with no page open.
    accepted: async ({ chatId }, body) => {
      await db.groupChatMessages.put({ ...(body as ChatMessage), chatId });
    },
  },
  'read-group-chat': {
    label: 'marking your group’s messages as read',
    request: ({ chatId, seq }) => jsonRequest('POST /group-chats/:chatId/read', { params: { chatId }, body: { seq } }),
  },
  'report-chat-message': {
    label: 'your report of a message',
    request: ({ chatId, messageId, reason }) =>
      jsonRequest('POST /group-chats/:chatId/messages/:messageId/report', { params: { chatId, messageId }, body: { reason } }),
  },
} satisfies OutboxKindSpecs<'send-chat-message' | 'read-group-chat' | 'report-chat-message'>;
