import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import type { Database, SqlValue } from './database';
import { numberedPlaceholders } from './sql-placeholders';

const INT8 = 20;
const NUMERIC = 1700;
/** PostgreSQL's codes for "run the transaction again": serialisation failure, deadlock detected. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 12;

/** Counts (bigint) and sums (numeric) come back as numbers, as SQLite gives them; none here exceeds 2^53. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8) return (value: string) => Number.parseInt(value, 10);
    if (oid === NUMERIC) return (value: string) => Number.parseFloat(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/**
 * PostgreSQL 15+ through node-postgres' pool. Outside a transaction each query takes any pooled connection;
 * inside one, every query of that async context goes to the transaction's connection (database.ts says why the
 * isolation is SERIALIZABLE and why `work` may run again).
 */
export class PostgresDatabase implements Database {
  readonly engine = 'postgres' as const;
  readonly pool: pg.Pool;
  private readonly texts = new Map<string, { name: string; text: string }>();
  /**
   * The open transaction of this async context. A callback a finished transaction left behind still carries its
   * scope: `open` turns false at the end, so that callback then uses the pool, never a client given back to it.
   */
  private readonly inside = new AsyncLocalStorage<{ client: pg.PoolClient; open: boolean }>();

  constructor(connectionString: string, options: { max?: number } = {}) {
    this.pool = new pg.Pool({ connectionString, types, max: options.max ?? 10 });
    // An idle pooled connection the server drops (restart, failover) must not crash the process.
    this.pool.on('error', () => {});
  }

  /**
   * Each SQL text becomes a named prepared statement: PostgreSQL parses and plans it once per connection instead of
   * on every call (measured on bench:discover at 3,000 members).
   */
  private statement(sql: string): { name: string; text: string } {
    let statement = this.texts.get(sql);
    if (statement === undefined) {
      statement = { name: `s${this.texts.size + 1}`, text: numberedPlaceholders(sql) };
      this.texts.set(sql, statement);
    }
    return statement;
  }

  private openClient(): pg.PoolClient | null {
    const scope = this.inside.getStore();
    return scope?.open ? scope.client : null;
  }

  private query(sql: string, params: readonly SqlValue[] = []) {
    const client = this.openClient() ?? this.pool;
    return client.query({ ...this.statement(sql), values: params as unknown[] });
  }

  async all<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]> {
    return (await this.query(sql, params)).rows as Row[];
  }

  async get<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row | undefined> {
    return (await this.query(sql, params)).rows[0] as Row | undefined;
  }

  async run(sql: string, params?: readonly SqlValue[]): Promise<{ changes: number }> {
    return { changes: (await this.query(sql, params)).rowCount ?? 0 };
  }

  async transaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.openClient()) return work();
    for (let attempt = 1; ; attempt += 1) {
      const client = await this.pool.connect();
      let broken = false;
      const scope = { client, open: true };
      try {
        await client.query('BEGIN ISOLATION LEVEL SERIALIZABLE');
        let result: T;
        try {
          result = await this.inside.run(scope, work);
        } finally {
          // From here on, whatever the work left running uses the pool: it cannot slip into the commit.
          scope.open = false;
        }
        await client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch {
          broken = true;
        }
        const code = (error as { code?: string }).code;
        if (!code || !RETRYABLE.has(code) || attempt >= MAX_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
      } finally {
        client.release(broken);
      }
    }
  }

  async exec(sql: string): Promise<void> {
    await (this.openClient() ?? this.pool).query(sql);
  }

  /** Every commit is on disk before it is visible (synchronous_commit stays on): nothing to wait for (database.ts). */
  async durableSoFar(): Promise<void> {}

  async close(): Promise<void> {
    await this.pool.end();
  }
}
