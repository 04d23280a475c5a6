import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { type DatabaseLocation, openDatabase } from '../db/open-database';
import { openPresence, type Presence } from '../db/presence';
import { SqliteDatabase } from '../db/sqlite-database';
import { walCheckpointer } from '../db/wal-checkpointer';
import type { DataSync } from '../db/wal-sync';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** This process among those sharing the database (presence.ts): what its idempotency claims carry. */
    presence: Presence;
  }
}

export interface DbOptions extends DatabaseLocation {
  /** SQLite's WAL copied into the database file by a thread of its own (wal-checkpointer.ts; main.ts); else by SQLite. */
  checkpointsInWorker?: boolean;
  /** SQLite's disk sync of durable commits (wal-sync.ts): tests hold it; fdatasync otherwise. */
  dataSync?: DataSync;
}

/**
 * The installation's database (SQLite file or PostgreSQL), opened and migrated once; closed when the app closes, once
 * every request already begun has finished with it (its client may have gone; its work has not).
 */
export default fp(
  async function dbPlugin(app: FastifyInstance, { checkpointsInWorker = false, dataSync, ...location }: DbOptions) {
    const db = await openDatabase(location, { dataSync });
    app.decorate('db', db);
    const presence = openPresence(location, db);
    app.decorate('presence', presence);
    const onFailed = (error: Error) =>
      app.log.error({ err: error }, 'the WAL checkpointer thread stopped: SQLite checkpoints on the commits again');
    const checkpointer = checkpointsInWorker && db instanceof SqliteDatabase ? walCheckpointer(db, { onFailed }) : null;
    app.addHook('onClose', async () => {
      await app.requestsSettled();
      await checkpointer?.stop();
      // Only now: until its requests have settled, the claims they hold must not look abandoned to other processes.
      await presence.close();
      await db.close();
    });
  },
  { name: 'db', dependencies: ['requests-in-flight'] },
);
