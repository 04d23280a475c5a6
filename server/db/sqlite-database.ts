import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { CommitGroup, type Outcome } from './commit-group';
import type { Database, SqlValue, TransactionOptions } from './database';
import { BASE_SYNCHRONOUS } from './durable';
import { type DataSync, WalSync } from './wal-sync';
import { WriteTurn } from './write-turn';

/** The connection's page cache, at most (see the constructor). */
const PAGE_CACHE_KIB = 64 * 1024;

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
  /**
   * Which async context is inside the open transaction: the store is that transaction's own token, so a callback a
   * finished transaction left behind is never taken for one inside the next. The storage is switched off between
   * transactions: on Node 20 it makes every promise of the process pay a hook while it is on (measured on
   * bench:discover), and most requests never open a transaction.
   */
  private readonly inside = new AsyncLocalStorage<object>();
  private open: object | null = null;
  private busy: Promise<void> | null = null;
  /** Durable transactions that arrive together share one commit, one WAL sync (commit-group.ts). */
  private readonly durableGroup = new CommitGroup((take) => this.commitTogether(take));
  /** How many durable commits this connection made: grouped changes count once. */
  durableCommits = 0;
  /** Puts durable commits on disk from the thread pool (wal-sync.ts). */
  private readonly walSync: WalSync;

  /**
   * Whose turn it is to write, among this process's connections to the file (write-turn.ts): every write waits for
   * it without blocking the thread, before SQLite would make the thread wait. A batch worker's connection shares it.
   */
  readonly writeTurn: WriteTurn;

  /** `dataSync` replaces the disk sync of durable commits (tests hold or fail it; fdatasync otherwise). */
  constructor(file: string, options: { writeTurn?: WriteTurn; dataSync?: DataSync } = {}) {
    this.writeTurn = options.writeTurn ?? new WriteTurn();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    this.connection = new BetterSqlite3(file);
    this.walSync = new WalSync(`${file}-wal`, options.dataSync);
    this.connection.pragma('journal_mode = WAL');
    this.connection.pragma('foreign_keys = ON');
    this.connection.pragma('busy_timeout = 5000');
    // A page cache of up to 64 MB (SQLite's default is 2 MB): discover's GET reads a batch and its members' index
    // entries at random places, and at 100,000 members the default made most of those reads system calls
    // (bench:discover). Filled only as pages are read.
    this.connection.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
    // Commits that must survive a power cut are synced apart (durable.ts says why, with the figures).
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

  /** Whether the caller may use the connection now: nothing is open, or the caller is inside what is. */
  private mayUse(): boolean {
    return this.busy === null || (this.open !== null && this.inside.getStore() === this.open);
  }

  /** Whether the caller is inside the open transaction (which holds the write turn already). */
  private insideOpen(): boolean {
    return this.open !== null && this.inside.getStore() === this.open;
  }

  /**
   * Runs one statement: at once when it only reads or the caller is inside the open transaction; otherwise it is a
   * write of its own, made in the write turn (taken before the connection, as transactions do, so no two wait on
   * each other).
   */
  private async one<T>(sql: string, use: (statement: BetterSqlite3.Statement) => T): Promise<T> {
    const statement = this.statement(sql);
    if (statement.readonly || this.insideOpen()) {
      while (!this.mayUse()) await this.busy;
      return use(statement);
    }
    await this.writeTurn.take();
    try {
      while (!this.mayUse()) await this.busy;
      return use(statement);
    } finally {
      this.writeTurn.give();
    }
  }

  all<Row>(sql: string, params: readonly SqlValue[] = []): Promise<Row[]> {
    return this.one(sql, (statement) => statement.all(...params) as Row[]);
  }

  get<Row>(sql: string, params: readonly SqlValue[] = []): Promise<Row | undefined> {
    return this.one(sql, (statement) => statement.get(...params) as Row | undefined);
  }

  run(sql: string, params: readonly SqlValue[] = []): Promise<{ changes: number }> {
    return this.one(sql, (statement) =>
      statement.reader ? { changes: statement.all(...params).length } : { changes: statement.run(...params).changes },
    );
  }

  async transaction<T>(work: () => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    if (this.insideOpen()) return work();
    if (options.durable) return this.durableGroup.join(work);
    await this.writeTurn.take();
    try {
      const done = await this.takeConnection();
      const token = {};
      this.open = token;
      try {
        this.statement('BEGIN IMMEDIATE').run();
        try {
          const result = await this.inside.run(token, work);
          this.statement('COMMIT').run();
          return result;
        } catch (error) {
          if (this.connection.inTransaction) this.statement('ROLLBACK').run();
          throw error;
        }
      } finally {
        this.releaseConnection(done);
      }
    } finally {
      this.writeTurn.give();
    }
  }

  /** Waits for the connection and takes it (`busy`), in the same synchronous stretch as the last check. */
  private async takeConnection(): Promise<() => void> {
    while (this.busy) await this.busy;
    let done!: () => void;
    this.busy = new Promise((resolve) => {
      done = resolve;
    });
    return done;
  }

  private releaseConnection(done: () => void): void {
    this.open = null;
    this.inside.disable();
    this.busy = null;
    done();
  }

  /** The number of durable commits on disk (wal-sync.ts): every answer a change gets waits until its own is. */
  get syncedThrough(): number {
    return this.walSync.syncedThrough;
  }

  /**
   * Settles once every durable commit made so far is on disk: a replay that finds an answer stored by a commit whose
   * sync has not ended yet waits for it before telling a device it was saved (idempotency.ts).
   */
  async durableSoFar(): Promise<void> {
    await this.walSync.syncThrough(this.durableCommits, () => this.durableCommits);
  }

  /**
   * One durable commit for a group of changes (commit-group.ts): one BEGIN IMMEDIATE, each change in a savepoint
   * of its own (its error rolls back only its changes), one COMMIT (at synchronous=NORMAL), then the WAL synced in
   * the thread pool (wal-sync.ts) before anyone is answered; the write turn and the connection are free meanwhile.
   * Should an error end the whole transaction (SQLite does so on a full disk or an I/O error), the changes that had
   * run are run again in a new one: a change only touches the database, so running it again is safe (database.ts).
   * A failed sync fails every change of the group: its answer might not survive a power cut.
   */
  private async commitTogether(take: () => readonly (() => Promise<unknown>)[]): Promise<Outcome[]> {
    await this.writeTurn.take();
    let outcomes: Outcome[];
    try {
      outcomes = await this.commitTogetherInTurn(take);
    } finally {
      this.writeTurn.give();
    }
    if (!outcomes.some((outcome) => outcome.ok)) return outcomes;
    try {
      await this.durableSoFar();
    } catch (error) {
      return outcomes.map((outcome) => (outcome.ok ? { ok: false, error } : outcome));
    }
    return outcomes;
  }

  private async commitTogetherInTurn(take: () => readonly (() => Promise<unknown>)[]): Promise<Outcome[]> {
    const done = await this.takeConnection();
    const works = take();
    const outcomes: Outcome[] = works.map(() => ({ ok: false, error: new Error('not run') }));
    try {
      let pending = works.map((_, index) => index);
      for (let attempt = 1; pending.length > 0; attempt += 1) {
        this.statement('BEGIN IMMEDIATE').run();
        const ran: number[] = [];
        let rest: number[] = [];
        for (const [at, index] of pending.entries()) {
          const token = {};
          this.open = token;
          this.statement('SAVEPOINT grouped').run();
          try {
            outcomes[index] = { ok: true, value: await this.inside.run(token, works[index]!) };
            this.statement('RELEASE grouped').run();
            ran.push(index);
          } catch (error) {
            outcomes[index] = { ok: false, error };
            if (!this.connection.inTransaction) {
              rest = pending.slice(at + 1);
              break;
            }
            this.statement('ROLLBACK TO grouped').run();
            this.statement('RELEASE grouped').run();
          }
        }
        this.open = null;
        if (!this.connection.inTransaction) {
          // The transaction ended under the group: what had run is gone and runs again, at most twice.
          const again = [...ran, ...rest];
          if (attempt >= 3) {
            for (const index of again) outcomes[index] = { ok: false, error: new Error('The grouped commit was lost.') };
            break;
          }
          pending = again;
          continue;
        }
        try {
          this.statement('COMMIT').run();
          this.durableCommits += 1;
        } catch (error) {
          if (this.connection.inTransaction) this.statement('ROLLBACK').run();
          for (const index of ran) outcomes[index] = { ok: false, error };
        }
        pending = [];
      }
      return outcomes;
    } finally {
      this.releaseConnection(done);
    }
  }

  /** A script (migrations, tests): it may write, so it runs in the write turn unless inside the open transaction. */
  async exec(sql: string): Promise<void> {
    const inTurn = !this.insideOpen();
    if (inTurn) await this.writeTurn.take();
    try {
      while (!this.mayUse()) await this.busy;
      this.connection.exec(sql);
    } finally {
      if (inTurn) this.writeTurn.give();
    }
  }

  async close(): Promise<void> {
    await this.durableGroup.idle();
    while (this.busy) await this.busy;
    this.connection.close();
    this.walSync.close();
  }
}
