/**
 * The one way the server reaches its data, on either engine: embedded SQLite by default, PostgreSQL when
 * DATABASE_URL says so. SQL is written once with `?` placeholders in the subset both engines speak (ON CONFLICT,
 * RETURNING, quoted camelCase aliases); the engine's adapter owns placeholders, statement caching and transactions.
 *
 * Transactions: `transaction(work)` runs `work` as one serialisable unit. Every query made while it runs (by any
 * repo, through this same object) joins it; the adapter tells which async context is inside it. On SQLite that
 * is BEGIN IMMEDIATE with all other work of the process waiting its turn (one writer, as before); on PostgreSQL a
 * pooled client at SERIALIZABLE isolation, retried when PostgreSQL reports a serialisation conflict, so a
 * read-then-write inside one behaves as it did under SQLite's single writer. `work` may therefore run more than
 * once: it must not have effects outside the database (send mail after it returns).
 */
export type Engine = 'sqlite' | 'postgres';

export type SqlValue = string | number | bigint | null | Buffer;

export interface Queries {
  /** Every row. */
  all<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /** The first row, or undefined. */
  get<Row>(sql: string, params?: readonly SqlValue[]): Promise<Row | undefined>;
  /** A statement without rows (or whose rows are not needed); `changes` counts the rows it touched. */
  run(sql: string, params?: readonly SqlValue[]): Promise<{ changes: number }>;
}

export interface TransactionOptions {
  /**
   * The commit must be on disk before this returns (picks, answers given to a device's outbox; money later).
   * SQLite syncs its WAL for this commit in the thread pool before returning (durable.ts, wal-sync.ts) and lets
   * durable transactions that arrive together share it, each in a savepoint of its own, so one's error undoes only
   * its own changes (commit-group.ts); PostgreSQL commits durably always.
   */
  durable?: boolean;
}

export interface Database extends Queries {
  readonly engine: Engine;
  transaction<T>(work: () => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Settles once every durable commit made so far is on disk. On SQLite a durable commit is visible to reads a moment
   * before its sync ends (wal-sync.ts): whoever tells a device about a change it read (a replayed answer) waits for
   * this first. PostgreSQL makes a commit visible only once it is on disk: nothing to wait for.
   */
  durableSoFar(): Promise<void>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
