import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';

const CHANNEL = 'group_chat';
const RECONNECT_MS = 1000;

/**
 * Wake-ups of the streams open on a conversation (docs/decisions/0017-group-conversation-live-delivery.md). A wake-up
 * carries no message: the stream reads what came after its last seq from the table, so a lost or merged one costs
 * nothing. In one process (SQLite) the wake-ups stay in memory; on PostgreSQL every process also LISTENs on one
 * connection of its own (LISTEN belongs to a session, so not one from the pool) and the writer NOTIFYs after its commit.
 */
export interface ChatLive {
  /**
   * A conversation has news: wakes its streams here and, on PostgreSQL, in every process on the database. `removed`
   * names a message an admin removed, which the streams pass on (the only news a wake-up carries).
   */
  told(chatId: string, removed?: Removed): Promise<void>;
  /** Calls `wake` on each wake-up of the conversation; resolves once listening, with the way to stop. */
  listen(chatId: string, wake: (removed: Removed | null) => void): Promise<() => void>;
  close(): Promise<void>;
}

/** A removed message: its id and place. */
export interface Removed {
  id: string;
  seq: number;
}

// The NOTIFY payload: the conversation's id, then a removed message's id and seq, separated by spaces (none has one).
const payloadOf = (chatId: string, removed?: Removed) => (removed ? `${chatId} ${removed.id} ${removed.seq}` : chatId);
function fromPayload(payload: string): { chatId: string; removed: Removed | null } {
  const [chatId, id, seq] = payload.split(' ');
  return { chatId: chatId!, removed: id && seq ? { id, seq: Number(seq) } : null };
}

export function chatLive(options: { db: Database; databaseUrl: string | null; log: FastifyBaseLogger }): ChatLive {
  const listeners = new Map<string, Set<(removed: Removed | null) => void>>();
  const wakeUp = (chatId: string, removed: Removed | null) => {
    for (const wake of listeners.get(chatId) ?? []) wake(removed);
  };
  const wakeAll = () => {
    for (const chatId of listeners.keys()) wakeUp(chatId, null);
  };
  const listening = options.databaseUrl ? pgListener(options.databaseUrl, options.log, wakeUp, wakeAll) : null;
  return {
    async told(chatId, removed) {
      // On PostgreSQL this process hears its own NOTIFY too: it is woken by that alone, so a removal is told once.
      if (listening) await options.db.run('SELECT pg_notify(?, ?)', [CHANNEL, payloadOf(chatId, removed)]);
      else wakeUp(chatId, removed ?? null);
    },
    async listen(chatId, wake) {
      await listening?.ready();
      const set = listeners.get(chatId) ?? new Set();
      set.add(wake);
      listeners.set(chatId, set);
      return () => {
        set.delete(wake);
        if (set.size === 0 && listeners.get(chatId) === set) listeners.delete(chatId);
      };
    },
    async close() {
      listeners.clear();
      await listening?.close();
    },
  };
}

/** The process's one listening connection, made when a stream first needs it and made again if it breaks. */
function pgListener(
  connectionString: string,
  log: FastifyBaseLogger,
  wakeUp: (chatId: string, removed: Removed | null) => void,
  wakeAll: () => void,
) {
  let current: Promise<pg.Client> | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  function connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString, keepAlive: true });
    client.on('notification', (message) => {
      if (!message.payload) return;
      const { chatId, removed } = fromPayload(message.payload);
      wakeUp(chatId, removed);
    });
    const made = (async () => {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      return client;
    })();
    current = made;
    const lost = (error?: unknown) => {
      if (current !== made) return;
      current = null;
      client.end().catch(() => {});
      if (closed) return;
      log.warn({ err: error }, "group conversations' listening connection was lost; connecting again");
      // What was told while it was down is read by each stream on the next wake-up: wake them all once back.
      timer = setTimeout(() => {
        connect().then(wakeAll, () => {});
      }, RECONNECT_MS);
      timer.unref();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    made.catch(lost);
    return made;
  }

  return {
    ready: async () => {
      if (closed) throw new Error('the listening connection was closed');
      await (current ?? connect());
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const client = current;
      current = null;
      if (client) await (await client.catch(() => null))?.end().catch(() => {});
    },
  };
}
