import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../shared/api-contract';
import { requireAdmin } from '../auth/require-admin';
import { requireUser } from '../auth/session-plugin';
import { chatLive } from './live';
import { chatModeration } from './moderation';
import { groupChatService } from './service';
import { openStreams, runStream } from './stream';

/** The seq a reconnecting EventSource last got (its Last-Event-ID header), else `?after=`, else 0. */
function resumeAfter(header: string | string[] | undefined, after: string | undefined): number {
  const value = Number(Array.isArray(header) ? header[0] : header);
  return header !== undefined && Number.isSafeInteger(value) && value >= 0 ? value : Number(after ?? 0);
}

/**
 * A confirmed group's conversation (docs/decisions/0017-group-conversation-live-delivery.md): the member's list, a
 * page, sending, reading, reporting and the live stream; and the admins' reported messages and removal.
 */
export default async function groupChatRoutes(app: FastifyInstance, options: { now: () => Date; databaseUrl: string | null }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const live = chatLive({ db: app.db, databaseUrl: options.databaseUrl, log: app.log });
  const service = groupChatService({ db: app.db, repos: app.repos, now: options.now, live });
  const moderation = chatModeration({ db: app.db, repos: app.repos, now: options.now, live });
  const streams = openStreams();
  // Streams never end by themselves: closing the app ends them before it waits for its connections and database.
  app.addHook('preClose', async () => streams.endAll());
  app.addHook('onClose', async () => live.close());

  api.get('/group-chats', { schema: API['GET /group-chats'] }, async (request) => service.list(requireUser(request)));

  api.get('/group-chats/:chatId', { schema: API['GET /group-chats/:chatId'] }, async (request) =>
    service.page(requireUser(request).id, request.params.chatId, Number(request.query.after ?? 0)),
  );

  // The message's own id (made by the device) makes sending it again harmless: no Idempotency-Key is needed.
  api.post('/group-chats/:chatId/messages', { schema: API['POST /group-chats/:chatId/messages'] }, async (request, reply) => {
    const sent = await service.send(requireUser(request).id, request.params.chatId, request.body);
    return reply.code(sent.status).send(sent.message);
  });

  api.post('/group-chats/:chatId/read', { schema: API['POST /group-chats/:chatId/read'] }, async (request, reply) => {
    await service.read(requireUser(request).id, request.params.chatId, request.body.seq);
    return reply.code(204).send();
  });

  api.post(
    '/group-chats/:chatId/messages/:messageId/report',
    { schema: API['POST /group-chats/:chatId/messages/:messageId/report'] },
    async (request, reply) => {
      const { chatId, messageId } = request.params;
      await service.report(requireUser(request).id, chatId, messageId, request.body.reason);
      return reply.code(202).send({ reported: true as const });
    },
  );

  api.get('/group-chats/:chatId/stream', { schema: API['GET /group-chats/:chatId/stream'] }, async (request, reply) => {
    const userId = requireUser(request).id;
    const { chatId } = request.params;
    // Refused as JSON (404 to a non-member) before the stream starts.
    const { chat, state } = await service.enter(userId, chatId);
    await runStream({
      reply,
      chatId,
      state,
      closesInMs: Date.parse(chat.closesAt) - options.now().getTime(),
      after: resumeAfter(request.headers['last-event-id'], request.query.after),
      live,
      streams,
      log: request.log,
      next: (after) => service.streamAfter(userId, chatId, after),
    });
  });

  api.get('/review/chat-reports', { schema: API['GET /review/chat-reports'] }, async (request) => {
    requireAdmin(request);
    return moderation.reports();
  });

  api.post('/review/chat-messages/:messageId/remove', { schema: API['POST /review/chat-messages/:messageId/remove'] }, async (request) => {
    const admin = requireAdmin(request);
    await moderation.remove(admin.id, request.params.messageId);
    return { removed: true as const };
  });
}
