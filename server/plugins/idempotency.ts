import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import type { Held, StoredKey } from './idempotency-repo';
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
    /** The keys (scope and key) this process's runIdempotent requests are working on: claimed, or about to be. */
    idempotencyRunning: Set<string>;
  }
}

/** What a route answers; stored as its response schema serialises it, and given back to replays as that text. */
export interface Answer {
  status: number;
  body: unknown;
}

/**
 * Runs the change inside one durable transaction together with storing its answer. On PostgreSQL the transaction
 * may run again (database.ts), so the change must only touch the database.
 */
export type Commit = (change: () => Promise<Answer>) => Promise<Answer>;

/**
 * A claim that names no process (made before claims did, e.g. during a rolling upgrade) is taken over once older than
 * this. Any other is taken over as soon as its process is known to be gone, and never while it may still run.
 */
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

/** Whose keys these are: a signed-in member's own (deleted with the account). */
export function idempotencyScopeOf(userId: string): string {
  return `user:${userId}`;
}

const IN_PROGRESS = () =>
  new AppError('request-in-progress', 409, 'This change is still being saved. Please try again in a moment.', undefined, {
    'Retry-After': '2',
  });

const REUSED = () => new AppError('idempotency-key-reused', 422, 'This Idempotency-Key was already used for a different request.');

type Claim = { replay: StoredKey } | { held: Held };

const runningKey = (scope: string, key: string) => `${scope}\n${key}`;

/**
 * Whether the request that made an unfinished claim may still be running: this process knows its own requests
 * (`runningHere`); another process's claim is abandoned only once that process is gone (presence.ts), at once after
 * a crash, never while it runs, however long that takes.
 */
async function mayStillRun(request: FastifyRequest, stored: StoredKey, runningHere: boolean, now: Date): Promise<boolean> {
  if (stored.claimedBy === null) return now.getTime() - Date.parse(stored.claimedAt) < STALE_CLAIM_MS;
  const { presence } = request.server;
  if (presence.isOwn(stored.claimedBy)) return runningHere;
  return presence.alive(stored.claimedBy);
}

/**
 * Records the key as in progress, or finds what an earlier request with it answered. No transaction: each
 * statement decides on its own (the claim by the primary key, a takeover by comparing the abandoned claim). No
 * other request of this process works on the key (runIdempotent makes sure), so a claim of this process is abandoned.
 */
async function claimKey(request: FastifyRequest, scope: string, key: string, fingerprint: string): Promise<Claim> {
  const repo = request.server.repos.idempotency;
  const now = request.server.idempotencyClock();
  const held = { at: now.toISOString(), by: await request.server.presence.id() };
  await repo.pruneOld(now);
  // The row found taken may be gone by the time it is read (its request failed and released it): claim again.
  for (let attempt = 0; attempt < 3; attempt++) {
    if (await repo.claim(scope, key, fingerprint, held)) return { held };
    const stored = await repo.find(scope, key);
    if (!stored) continue;
    if (stored.fingerprint !== fingerprint) throw REUSED();
    if (stored.status !== null) return { replay: stored };
    if (await mayStillRun(request, stored, false, now)) throw IN_PROGRESS();
    // Another retry may take the same abandoned claim over at the same moment: only one of them changes it.
    if (await repo.takeOver(scope, key, stored, held)) return { held };
    throw IN_PROGRESS();
  }
  throw IN_PROGRESS();
}

/** A request with a key another request of this process is working on: that one's answer if it has one, else 409. */
async function whileRunningHere(request: FastifyRequest, reply: FastifyReply, scope: string, key: string, fingerprint: string) {
  const stored = await request.server.repos.idempotency.find(scope, key);
  if (stored && stored.fingerprint !== fingerprint) throw REUSED();
  if (!stored || stored.status === null) throw IN_PROGRESS();
  await request.server.db.durableSoFar();
  return sendReplay(reply, stored);
}

/** An acknowledged change lets the device drop it from its outbox, so its commit must survive a power cut. */
function runInTransaction(db: Database, change: () => Promise<Answer>): Promise<Answer> {
  return db.transaction(change, { durable: true });
}

/** Whose key this is and what it was sent with: the request's scope and the fingerprint of what makes it the same. */
function keyOf(request: FastifyRequest, identity: unknown): { scope: string; fingerprint: string } {
  const user = request.currentUser();
  return {
    scope: user ? idempotencyScopeOf(user.id) : 'anonymous',
    fingerprint: crypto
      .createHash('sha256')
      .update(canonicalJson({ method: request.method, url: request.url, body: identity }))
      .digest('hex'),
  };
}

function sendReplay(reply: FastifyReply, stored: StoredKey): FastifyReply {
  return reply.status(stored.status!).header('Idempotent-Replayed', 'true').type(JSON_TYPE).send(stored.responseBody);
}

/**
 * Runs `work` at most once per (user, Idempotency-Key): a replay with the same request gets the stored answer
 * (header Idempotent-Replayed: true), the same key with a different request 422, one still running 409.
 * `work` does its slow part (e.g. image processing) first, then calls `commit` with the change, an async function
 * that only touches the database: the change and the stored answer commit in one transaction. When `work` throws
 * nothing is stored, so a retry runs again. `identity` is what makes two requests the same; multipart routes pass their parsed parts.
 * A route whose whole work is the change uses runIdempotentChange instead (one commit, no claim of its own).
 */
export async function runIdempotent(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (commit: Commit) => Promise<Answer> | Answer,
  identity: unknown = request.body,
): Promise<FastifyReply> {
  const { db, repos } = request.server;
  const key = request.idempotencyKey;
  if (!key) {
    const answer = await work((change) => runInTransaction(db, change));
    return reply.status(answer.status).send(answer.body);
  }
  const { scope, fingerprint } = keyOf(request, identity);
  const repo = repos.idempotency;
  const running = request.server.idempotencyRunning;
  const local = runningKey(scope, key);
  if (running.has(local)) return whileRunningHere(request, reply, scope, key, fingerprint);
  // Marked before the claim is made, so no request of this process ever finds its claim without the mark.
  running.add(local);
  try {
    const claim = await claimKey(request, scope, key, fingerprint);
    if ('replay' in claim) {
      // The stored answer may be of a commit whose sync has not ended yet (database.ts): say it is saved once it is.
      await db.durableSoFar();
      return sendReplay(reply, claim.replay);
    }
    // Serialised once, by the route's response schema (undeclared fields dropped): the first answer and every replay
    // are the same bytes.
    let text: string | undefined;
    try {
      const answer = await work((change) =>
        runInTransaction(db, async () => {
          const result = await change();
          // A JSON answer's serialiser gives text.
          const serialised = reply.code(result.status).serialize(result.body ?? null) as string;
          // The claim is gone only if this process was taken for gone (its PostgreSQL connection lost) and a retry
          // took over: let that one win.
          if (!(await repo.complete(scope, key, claim.held, result.status, serialised))) throw IN_PROGRESS();
          text = serialised;
          return result;
        }),
      );
      if (text === undefined) return reply.status(answer.status).send(answer.body);
      return reply.status(answer.status).type(JSON_TYPE).send(text);
    } catch (error) {
      await repo.release(scope, key, claim.held);
      throw error;
    }
  } finally {
    running.delete(local);
  }
}

/**
 * For a route whose whole work is one change to the database: the same answers as runIdempotent (a replay gets the
 * stored answer, the same key with a different request 422, a key another route's request still holds 409), but the
 * key is claimed inside the change's own durable transaction, so a change costs one commit, not a claim committed
 * on its own first (that claim was the largest statement of PUT /api/picks). Nothing runs outside the
 * transaction, so there is no claim to release: a change that throws rolls its claim back with it. Two requests
 * with the same key never both change: the second finds the first's key (SQLite runs them one after the other;
 * PostgreSQL's primary key makes the second insert wait for the first's commit), so it is that answer's replay.
 */
export async function runIdempotentChange(
  request: FastifyRequest,
  reply: FastifyReply,
  change: () => Promise<Answer>,
): Promise<FastifyReply> {
  const { db, repos } = request.server;
  const key = request.idempotencyKey;
  if (!key) {
    const answer = await runInTransaction(db, change);
    return reply.status(answer.status).send(answer.body);
  }
  const { scope, fingerprint } = keyOf(request, request.body);
  const repo = repos.idempotency;
  const now = request.server.idempotencyClock();
  const held = { at: now.toISOString(), by: await request.server.presence.id() };
  await repo.pruneOld(now);
  let replay: StoredKey | undefined;
  let text = '';
  const answer = await runInTransaction(db, async () => {
    replay = undefined;
    if (!(await repo.claim(scope, key, fingerprint, held))) {
      const stored = await repo.find(scope, key);
      // Gone between the two statements (PostgreSQL: a claim released by its failed request): try again shortly.
      if (!stored) throw IN_PROGRESS();
      if (stored.fingerprint !== fingerprint) throw REUSED();
      if (stored.status !== null) {
        replay = stored;
        return { status: stored.status, body: null };
      }
      // A claim runIdempotent holds (the same request through a route that worked that way before an upgrade).
      const runningHere = request.server.idempotencyRunning.has(runningKey(scope, key));
      if (await mayStillRun(request, stored, runningHere, now)) throw IN_PROGRESS();
      if (!(await repo.takeOver(scope, key, stored, held))) throw IN_PROGRESS();
    }
    const result = await change();
    // Serialised once, by the route's response schema: the first answer and every replay are the same bytes.
    text = reply.code(result.status).serialize(result.body ?? null) as string;
    // This transaction holds the claim, so it is still the one taken at `at`.
    if (!(await repo.complete(scope, key, held, result.status, text))) throw IN_PROGRESS();
    return result;
  });
  if (replay) return sendReplay(reply, replay);
  return reply.status(answer.status).type(JSON_TYPE).send(text);
}

/** Checks the Idempotency-Key of routes that opt in, before their body is read. */
export default fp(
  async function idempotency(app: FastifyInstance, options: { now: () => Date }) {
    app.decorate('idempotencyClock', options.now);
    app.decorate('idempotencyRunning', new Set<string>());
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
  { name: 'idempotency', dependencies: ['db', 'repos', 'session'] },
);
