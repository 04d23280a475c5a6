import path from 'node:path';
import type { Database } from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase } from '../db/open-database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** One better-sqlite3 connection for the process (one writer); closed when the app closes. */
export default fp(
  async function dbPlugin(app: FastifyInstance, options: { file: string }) {
    const db = openDatabase(path.resolve(options.file));
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      db.close();
    });
  },
  { name: 'db' },
);
