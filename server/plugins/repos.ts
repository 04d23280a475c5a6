import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import type { idempotencyRepo } from './idempotency-repo';

/**
 * The repos on `app.repos` (fastify/demo's repository-as-decorator). This layer names no feature: each feature adds
 * its own entry from its repo module (`declare module '.../plugins/repos' { interface Repos { ... } }`), and
 * `server/repos.ts`, above the features, lists the factories that build them.
 */
export interface Repos {
  /** Idempotency keys and their answers. */
  idempotency: ReturnType<typeof idempotencyRepo>;
}

/** One factory per repo, each building it on a database. */
export type RepoFactories = { [K in keyof Repos]: (db: Database) => Repos[K] };

/** Builds every repo on one database. */
export function buildRepos(db: Database, factories: RepoFactories): Repos {
  return Object.fromEntries(Object.entries(factories).map(([name, build]) => [name, build(db)])) as unknown as Repos;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The repos: the only code with SQL for the features' tables. Services and routes reach them here. */
    repos: Repos;
  }
}

export default fp(
  async function reposPlugin(app: FastifyInstance, options: { factories: RepoFactories }) {
    app.decorate('repos', buildRepos(app.db, options.factories));
  },
  { name: 'repos', dependencies: ['db'] },
);
