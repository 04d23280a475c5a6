import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import pg from 'pg';

const CHANNEL = 'tus_upload_release';
/** How long a request waits for an upload held elsewhere (tus's own MemoryLocker waits 30 s too). */
const ACQUIRE_TIMEOUT_MS = 30_000;
/** How often a waiting request tries again; each failed try asks the holder, on whichever node, to let go. */
const RETRY_MS = 100;

/**
 * tus's locker across app nodes: one upload is written by one request at a time on every node, so two PATCHes
 * through different nodes can never both append at the same offset. A PostgreSQL session advisory lock, keyed by the
 * upload id, held on a connection of its own for as long as the request writes (session locks belong to a
 * connection, and the pool's connections are shared). A request that finds the upload held NOTIFYs the holder's node,
 * which ends the old request (tus's requestRelease: typically a phone's connection that died without closing), as
 * tus's own in-memory locker does within one process. Used with MEDIA_STORE=s3 on PostgreSQL; one node on its own
 * disk keeps tus's MemoryLocker.
 */
export function postgresUploadLocker(connectionString: string, log: { warn(object: unknown, message: string): void }) {
  const held = new Map<string, RequestRelease>();
  let listener: Promise<pg.Client> | null = null;

  const listen = () => {
    listener ??= (async () => {
      const client = new pg.Client({ connectionString, keepAlive: true });
      client.on('notification', (message) => {
        const release = message.payload ? held.get(message.payload) : undefined;
        if (release) Promise.resolve(release()).catch(() => undefined);
      });
      client.on('error', (error) => {
        // Made again on the next lock; until then a holder here is only asked to let go by its own node.
        log.warn({ err: error }, "the upload locker's listening connection was lost");
        listener = null;
      });
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      return client;
    })().catch((error: unknown) => {
      listener = null;
      throw error;
    });
    return listener;
  };

  const locker: Locker & { close(): Promise<void> } = {
    newLock(id: string): Lock {
      let connection: pg.Client | null = null;
      return {
        async lock(signal: AbortSignal, requestRelease: RequestRelease) {
          await listen();
          const client = new pg.Client({ connectionString });
          await client.connect();
          const deadline = Date.now() + ACQUIRE_TIMEOUT_MS;
          try {
            for (;;) {
              const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS ok', [
                `tus:${id}`,
              ]);
              if (rows[0]?.ok) break;
              await client.query('SELECT pg_notify($1, $2)', [CHANNEL, id]);
              if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
              await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
            }
          } catch (error) {
            await client.end().catch(() => undefined);
            throw error;
          }
          connection = client;
          held.set(id, requestRelease);
        },
        async unlock() {
          held.delete(id);
          const client = connection;
          connection = null;
          // Ending the session releases its advisory lock even if the unlock below fails.
          if (client) await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [`tus:${id}`]).finally(() => client.end());
        },
      };
    },
    async close() {
      const client = await listener?.catch(() => null);
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
  return locker;
}
