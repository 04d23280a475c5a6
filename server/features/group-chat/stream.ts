import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { CHAT_HEARTBEAT_MS } from '../../../shared/group-chat';
import type { ChatMessage } from '../../../shared/group-chat-contract';
import type { ChatLive } from './live';

/** The open streams of this app, so closing the app ends them (and waits for any read in progress). */
export function openStreams() {
  const open = new Set<{ end(): Promise<void> }>();
  return {
    add: (stream: { end(): Promise<void> }) => open.add(stream),
    delete: (stream: { end(): Promise<void> }) => open.delete(stream),
    async endAll(): Promise<void> {
      await Promise.all([...open].map((stream) => stream.end()));
    },
  };
}
export type OpenStreams = ReturnType<typeof openStreams>;

/**
 * A conversation's Server-Sent Events, written by hand on the raw response: `id: <seq>`, `event: message`,
 * `data: <ChatMessage>`; a comment every 25 s. Each wake-up reads what came after the last seq sent (so nothing is
 * sent twice or skipped, whatever wake-ups were lost or merged) and checks again that the viewer may read it: a member
 * who left gets nothing more and the stream ends.
 */
export async function runStream(options: {
  reply: FastifyReply;
  chatId: string;
  after: number;
  live: ChatLive;
  streams: OpenStreams;
  log: FastifyBaseLogger;
  next: (after: number) => Promise<ChatMessage[] | null>;
}): Promise<void> {
  const { reply, chatId, live, streams, log, next } = options;
  const raw = reply.raw;
  let last = options.after;
  let ended = false;
  let pumping: Promise<void> | null = null;
  let again = false;

  reply.hijack();
  raw.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  raw.write(': open\n\n');

  const heartbeat = setInterval(() => raw.write(': still here\n\n'), CHAT_HEARTBEAT_MS);
  heartbeat.unref();
  let unlisten: () => void = () => {};

  const stream = {
    async end() {
      if (!ended) {
        ended = true;
        clearInterval(heartbeat);
        unlisten();
        streams.delete(stream);
        raw.end();
      }
      await pumping;
    },
  };

  async function pump(): Promise<void> {
    do {
      again = false;
      const messages = await next(last);
      if (ended) return;
      if (messages === null) {
        void stream.end();
        return;
      }
      for (const message of messages) {
        raw.write(`id: ${message.seq}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`);
        last = message.seq;
      }
      // A full page: there may be more after it.
      if (messages.length > 0) again = true;
    } while (again && !ended);
  }

  const wake = () => {
    if (ended) return;
    if (pumping) {
      again = true;
      return;
    }
    pumping = pump()
      .catch((error: unknown) => {
        log.warn({ err: error, chatId }, 'a conversation stream could not read; it ends and the device reconnects');
        void stream.end();
      })
      .finally(() => {
        pumping = null;
        if (again && !ended) wake();
      });
  };

  streams.add(stream);
  raw.on('close', () => void stream.end());
  // Listening before the first read: a message committed in between wakes it, so none is missed.
  unlisten = await live.listen(chatId, wake);
  if (ended) unlisten();
  else wake();
}
