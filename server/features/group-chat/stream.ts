import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { CHAT_HEARTBEAT_MS, type ChatState } from '../../../shared/group-chat';
import type { ChatMessage } from '../../../shared/group-chat-contract';
import type { ChatLive, Removed } from './live';

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
 * `data: <ChatMessage>`; `event: removed` (`{ id, seq }`) for a message an admin removed that was sent already;
 * `event: state` (`{ state }`) when writing closes; a comment every 25 s. Each wake-up reads what came after the last seq sent (so nothing is
 * sent twice or skipped, whatever wake-ups were lost or merged) and checks again that the viewer may read it: a member
 * who left gets nothing more and the stream ends.
 */
export async function runStream(options: {
  reply: FastifyReply;
  chatId: string;
  after: number;
  /** Whether writing is open as the stream starts, and in how many ms it closes (a wake-up then tells it). */
  state: ChatState;
  closesInMs: number;
  live: ChatLive;
  streams: OpenStreams;
  log: FastifyBaseLogger;
  next: (after: number) => Promise<{ messages: ChatMessage[]; state: ChatState } | null>;
}): Promise<void> {
  const { reply, chatId, live, streams, log, next } = options;
  const raw = reply.raw;
  let last = options.after;
  let state = options.state;
  // Told removals, passed on once the next read has checked the viewer may still read the conversation.
  const removals: Removed[] = [];
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
  // Timers wait at most about 24.8 days; a conversation closing later is told by a later wake-up.
  const closing =
    state === 'open' && options.closesInMs < 2 ** 31 ? setTimeout(() => wake(null), Math.max(0, options.closesInMs)) : undefined;
  closing?.unref();
  let unlisten: () => void = () => {};

  const stream = {
    async end() {
      if (!ended) {
        ended = true;
        clearInterval(heartbeat);
        clearTimeout(closing);
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
      const found = await next(last);
      if (ended) return;
      if (found === null) {
        void stream.end();
        return;
      }
      const { messages } = found;
      // Only a message this stream sent already needs telling; a later one is read without its words.
      for (const removed of removals.splice(0)) if (removed.seq <= last) raw.write(`event: removed\ndata: ${JSON.stringify(removed)}\n\n`);
      for (const message of messages) {
        raw.write(`id: ${message.seq}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`);
        last = message.seq;
      }
      if (found.state !== state) {
        state = found.state;
        raw.write(`event: state\ndata: ${JSON.stringify({ state })}\n\n`);
      }
      // A full page: there may be more after it.
      if (messages.length > 0) again = true;
    } while (again && !ended);
  }

  const wake = (removed: Removed | null) => {
    if (ended) return;
    if (removed) removals.push(removed);
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
        if (again && !ended) wake(null);
      });
  };

  streams.add(stream);
  raw.on('close', () => void stream.end());
  // Listening before the first read: a message committed in between wakes it, so none is missed.
  try {
    unlisten = await live.listen(chatId, wake);
  } catch (error) {
    // Nothing would wake it: end it, and the device's EventSource connects again.
    log.warn({ err: error, chatId }, 'a conversation stream could not listen; it ends and the device reconnects');
    await stream.end();
    return;
  }
  if (ended) unlisten();
  else wake(null);
}
