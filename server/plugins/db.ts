import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { startCheckpointer } from '../db/checkpointer';
import { type DatabaseLocation, openDatabase } from '../db/open-database';
import { SqliteDatabase } from '../db/sqlite-database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/**
 * The installation's database (SQLite file or PostgreSQL), opened and migrated once; closed when the app closes. With
 * `checkpointsInThread` (the server, main.ts), a SQLite file's WAL is copied into it on a thread of its own
 * (checkpointer.ts).
 */
export default fp(
  async function dbPlugin(app: FastifyInstance, options: DatabaseLocation & { checkpointsInThread?: boolean }) {
    const db = await openDatabase(options);
    app.decorate('db', db);
    const checkpointer =
      options.checkpointsInThread && db instanceof SqliteDatabase
        ? startCheckpointer(db, options.file, {
            onStopped: (error) =>
              app.log.error({ err: error }, 'the WAL checkpoint thread stopped; the server checkpoints on its own thread again'),
          })
        : null;
    app.addHook('onClose', async () => {
      await checkpointer?.stop();
      await db.close();
    });
  },
  { name: 'db' },
);
