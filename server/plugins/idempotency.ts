import crypto from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { durableTransaction } from '../db/durable';
import { AppError } from './errors';
import { MAX_JSON_DEPTH, TOO_DEEP } from './json-depth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opt a route in: 'required' refuses requests without an Idempotency-Key, 'optional' uses one when sent. */
    idempotency?: 'required' | 'optional';
  }
  interface FastifyRequest {
    /** The request's Idempotency-Key once checked; null when the route does not use one or none was sent. */
    idempotencyKey: string | null;
  }
  interface FastifyInstance {
    idempotencyClock: () => Date;
  }
}

/** What a route answers; stored as its response schema serialises it, and given back to replays as that text. */
export interface Answer {
  status: number;
  body: unknown;
}

/** Runs the change inside one write transaction together with storing its answer. */
export type Commit = (change: () => Answer) => Answer;

export const IDEMPOTENCY_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
/** A claim older than this was left by a request that died with its process; a retry may take it over. */
export const STALE_CLAIM_MS = 5 * 60 * 1000;
const JSON_TYPE = 'application/json; charset=utf-8';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * JSON with object keys sorted, so the same content always hashes the same. Bodies are depth-checked when parsed;
 * the bound here also covers multipart routes' parsed parts, so no input can run the recursion out of stack.
 */
function canonicalJson(value: unknown, depth = 0): string {
  // One level more than a body may have: the body sits inside {method, url, body}.
  if (depth > MAX_JSON_DEPTH + 1) throw TOO_DEEP();
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item, depth + 1)).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v, depth + 1)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

interface StoredKey {
  fingerprint: string;
  claimedAt: string;
  status: number | null;
  responseBody: string | null;
}

const repos = new WeakMap<Database, ReturnType<typeof makeIdempotencyRepo>>();

/** One set of prepared statements per connection: preparing them on every request cost a sixth of a write. */
function idempotencyRepo(db: Database) {
  let repo = repos.get(db);
  if (!repo) {
    repo = makeIdempotencyRepo(db);
    repos.set(db, repo);
  }
  return repo;
}

function makeIdempotencyRepo(db: Database) {
  const find = db.prepare(
    `SELECT fingerprint, claimed_at AS "claimedAt", status, response_body AS "responseBody"
     FROM idempotency_keys WHERE scope = ? AND idempotency_key = ?`,
  );
  const insert = db.prepare(
    'INSERT INTO idempotency_keys (scope, idempotency_key, fingerprint, claimed_at, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const takeOver = db.prepare('UPDATE idempotency_keys SET claimed_at = ? WHERE scope = ? AND idempotency_key = ? AND status IS NULL');
  const complete = db.prepare(
    `UPDATE idempotency_keys SET status = ?, response_body = ?
     WHERE scope = ? AND idempotency_key = ? AND status IS NULL AND claimed_at = ?`,
  );
  const release = db.prepare('DELETE FROM idempotency_keys WHERE scope = ? AND idempotency_key = ? AND status IS NULL AND claimed_at = ?');
  const prune = db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?');
  return {
    find: (scope: string, key: string) => find.get(scope, key) as StoredKey | undefined,
    claim: (scope: string, key: string, fingerprint: string, at: string) => insert.run(scope, key, fingerprint, at, at),
    takeOver: (scope: string, key: string, at: string) => takeOver.run(at, scope, key),
    complete: (scope: string, key: string, claimedAt: string, status: number, text: string) =>
      complete.run(status, text, scope, key, claimedAt).changes === 1,
    release: (scope: string, key: string, claimedAt: string) => release.run(scope, key, claimedAt),
    prune: (before: string) => prune.run(before),
  };
}

const IN_PROGRESS = () =>
  new AppError('request-in-progress', 409, 'This change is still being saved. Please try again in a moment.', undefined, {
    'Retry-After': '2',
  });

type Claim = { replay: StoredKey } | { claimedAt: string };

/** Records the key as in progress, or finds what an earlier request with it answered. */
function claimKey(db: Database, scope: string, key: string, fingerprint: string, now: Date): Claim {
  const repo = idempotencyRepo(db);
  const at = now.toISOString();
  return db
    .transaction((): Claim => {
      repo.prune(new Date(now.getTime() - IDEMPOTENCY_KEEP_MS).toISOString());
      const stored = repo.find(scope, key);
      if (!stored) {
        repo.claim(scope, key, fingerprint, at);
        return { claimedAt: at };
      }
      if (stored.fingerprint !== fingerprint) {
        throw new AppError('idempotency-key-reused', 422, 'This Idempotency-Key was already used for a different request.');
      }
      if (stored.status !== null) return { replay: stored };
      if (now.getTime() - Date.parse(stored.claimedAt) < STALE_CLAIM_MS) throw IN_PROGRESS();
      repo.takeOver(scope, key, at);
      return { claimedAt: at };
    })
    .immediate();
}

/** An acknowledged change lets the device drop it from its outbox, so its commit must survive a power cut. */
function runInTransaction(db: Database, change: () => Answer): Answer {
  return durableTransaction(db, change);
}

/**
 * Runs `work` at most once per (user, Idempotency-Key): a replay with the same request gets the stored answer
 * (header Idempotent-Replayed: true), the same key with a different request 422, one still running 409.
 * `work` does its slow part (e.g. image processing) first, then calls `commit` with the synchronous change:
 * the change and the stored answer commit in one transaction. When `work` throws nothing is stored, so a
 * retry runs again. `identity` is what makes two requests the same; multipart routes pass their parsed parts.
 */
export async function runIdempotent(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (commit: Commit) => Promise<Answer> | Answer,
  identity: unknown = request.body,
): Promise<FastifyReply> {
  const db = request.server.db;
  const key = request.idempotencyKey;
  if (!key) {
    const answer = await work((change) => runInTransaction(db, change));
    return reply.status(answer.status).send(answer.body);
  }
  const user = request.currentUser();
  const scope = user ? `user:${user.id}` : 'anonymous';
  const fingerprint = crypto
    .createHash('sha256')
    .update(canonicalJson({ method: request.method, url: request.url, body: identity }))
    .digest('hex');
  const claim = claimKey(db, scope, key, fingerprint, request.server.idempotencyClock());
  if ('replay' in claim) {
    return reply.status(claim.replay.status!).header('Idempotent-Replayed', 'true').type(JSON_TYPE).send(claim.replay.responseBody);
  }
  const repo = idempotencyRepo(db);
  // Serialised once, by the route's response schema (undeclared fields dropped): the first answer and every replay
  // are the same bytes.
  let text: string | undefined;
  try {
    const answer = await work((change) =>
      runInTransaction(db, () => {
        const result = change();
        // A JSON answer's serialiser gives text.
        const serialised = reply.code(result.status).serialize(result.body ?? null) as string;
        // The claim is gone only if this request ran past STALE_CLAIM_MS and a retry took over: let that one win.
        if (!repo.complete(scope, key, claim.claimedAt, result.status, serialised)) throw IN_PROGRESS();
        text = serialised;
        return result;
      }),
    );
    if (text === undefined) return reply.status(answer.status).send(answer.body);
    return reply.status(answer.status).type(JSON_TYPE).send(text);
  } catch (error) {
    repo.release(scope, key, claim.claimedAt);
    throw error;
  }
}

/** Checks the Idempotency-Key of routes that opt in, before their body is read. */
export default fp(
  async function idempotency(app: FastifyInstance, options: { now: () => Date }) {
    app.decorate('idempotencyClock', options.now);
    app.decorateRequest('idempotencyKey', null);
    app.addHook('preHandler', async (request) => {
      const mode = request.routeOptions.config.idempotency;
      if (!mode) return;
      const raw = request.headers['idempotency-key'];
      if (raw === undefined) {
        if (mode === 'optional') return;
        throw new AppError('idempotency-key-missing', 400, 'This request needs an Idempotency-Key header (a UUID).');
      }
      if (typeof raw !== 'string' || !UUID.test(raw.trim())) {
        throw new AppError('idempotency-key-malformed', 400, 'The Idempotency-Key header must be a UUID.');
      }
      request.idempotencyKey = raw.trim().toLowerCase();
    });
  },
  { name: 'idempotency', dependencies: ['db', 'session'] },
);
