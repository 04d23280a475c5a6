import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Database, Queries, SqlValue, TransactionOptions } from './database';
import { BASE_SYNCHRONOUS } from './durable';

/**
 * The embedded engine: one better-sqlite3 connection for the process (one writer). Statements are prepared once
 * per SQL text and kept. Queries answer at once unless a transaction is open in another async context: then they
 * wait for its end, so no request ever reads another's uncommitted rows or writes into its transaction. Each
 * waiter re-checks `busy` in the same synchronous stretch in which it then uses the connection (or takes `busy`),
 * so no other waiter can slip in between.
 */
export class SqliteDatabase implements Database {
  readonly engine = 'sqlite' as const;
  readonly connection: BetterSqlite3.Database;
  private readonly statements = new Map<string, BetterSqlite3.Statement>();
  private readonly inside = new AsyncLocalStorage<true>();
  private busy: Promise<void> | null = null;

  constructor(file: string) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    this.connection = new BetterSqlite3(file);
    this.connection.pragma('journal_mode = WAL');
    this.connection.pragma('foreign_keys = ON');
    this.connection.pragma('busy_timeout = 5000');
    // Commits that must survive a power cut raise this to FULL (durable.ts says why, with the figures).
    this.connection.pragma(`synchronous = ${BASE_SYNCHRONOUS}`);
  }

  private statement(sql: string): BetterSqlite3.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.connection.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private readonly direct: Queries = {
    all: async <Row>(sql: string, params: readonly SqlValue[] = []) => this.statement(sql).all(...params) as Row[],
    get: async <Row>(sql: string, params: readonly SqlValue[] = []) => this.statement(sql).get(...params) as Row | undefined,
    run: async (sql: string, params: readonly SqlValue[] = []) => {
      const statement = this.statement(sql);
      if (statement.reader) return { changes: statement.all(...params).length };
      return { changes: statement.run(...params).changes };
    },
  };

  async all<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]> {
    while (this.busy && !this.inside.getStore()) await this.busy;
    return this.direct.all<Row>(sql, params);
  }

  async get<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row | undefined> {
    while (this.busy && !this.inside.getStore()) await this.busy;
    return this.direct.get<Row>(sql, params);
  }

  async run(sql: string, params?: readonly SqlValue[]): Promise<{ changes: number }> {
    while (this.busy && !this.inside.getStore()) await this.busy;
    return this.direct.run(sql, params);
  }

  async transaction<T>(work: () => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    if (this.inside.getStore()) return work();
    while (this.busy) await this.busy;
    let done!: () => void;
    this.busy = new Promise((resolve) => {
      done = resolve;
    });
    try {
      if (options.durable) this.connection.pragma('synchronous = FULL');
      this.connection.exec('BEGIN IMMEDIATE');
      try {
        const result = await this.inside.run(true, work);
        this.connection.exec('COMMIT');
        return result;
      } catch (error) {
        if (this.connection.inTransaction) this.connection.exec('ROLLBACK');
        throw error;
      }
    } finally {
      if (options.durable) this.connection.pragma(`synchronous = ${BASE_SYNCHRONOUS}`);
      this.busy = null;
      done();
    }
  }

  async exec(sql: string): Promise<void> {
    while (this.busy && !this.inside.getStore()) await this.busy;
    this.connection.exec(sql);
  }

  async close(): Promise<void> {
    while (this.busy) await this.busy;
    this.connection.close();
  }
}
