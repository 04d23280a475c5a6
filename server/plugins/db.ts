import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { type DatabaseLocation, openDatabase } from '../db/open-database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/**
 * The installation's database (SQLite file or PostgreSQL), opened and migrated once; closed when the app closes, once
 * every request already begun has finished with it (its client may have gone; its work has not).
 */
export default fp(
  async function dbPlugin(app: FastifyInstance, options: DatabaseLocation) {
    const db = await openDatabase(options);
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await app.requestsSettled();
      await db.close();
    });
  },
  { name: 'db', dependencies: ['requests-in-flight'] },
);
