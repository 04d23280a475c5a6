import type { ErrorBody } from '../../shared/errors';
import { db } from './db';
import { removeAccepted } from './outbox-accepted';
import { classifyAnswer, OutboxAnswer, refusalMessage } from './outbox-answer';
import { nextAttemptAt } from './outbox-backoff';
import type { OutboxEntry } from './outbox-entry';
import { emitOutboxDone } from './outbox-events';
import { type OutboxRequest, outboxAccepted, outboxFixHere, outboxRequest } from './outbox-kinds';
import { refuseHere } from './outbox-refusals';
import { type OnlineScope, untilOnline } from './until-online';

/**
 * How a drain pass ended: 'idle' nothing left to send (refused entries wait in the attention list, or on their screen); 'waiting' the
 * oldest pending entry is backing off; 'offline' the device says it has no network (no attempt is spent);
 * 'sign-in' the server answered 401, so nothing is sent until the person signs in again.
 */
export type DrainResult = 'idle' | 'waiting' | 'offline' | 'sign-in';

const SIGN_IN_MESSAGE = 'sign in again to send this change';
const NO_ANSWER_MESSAGE = 'no answer from the server yet';
const PREPARE_FAILED_MESSAGE = 'this change could not be prepared on this device (what it sends is no longer here)';

interface Answer {
  status: number | null;
  statusText: string;
  body: unknown;
  retryAfter: string | null;
}

/**
 * Plain fetch, not apiFetch: this also runs in the service worker, where the page's 401 redirect cannot happen.
 * Building the request may read the device's database (a recording's bytes) or send a step first (its tus upload);
 * a step's failure is the answer (OutboxAnswer); any other failure to build it gives null.
 */
async function send(entry: OutboxEntry): Promise<Answer | null> {
  let request: OutboxRequest;
  try {
    request = await outboxRequest(entry.kind, entry.payload);
  } catch (error) {
    if (error instanceof OutboxAnswer)
      return { status: error.status, statusText: error.statusText, body: error.body, retryAfter: error.retryAfter };
    console.warn('could not prepare an outbox change', error);
    return null;
  }
  const headers = new Headers({ Accept: 'application/json', 'Idempotency-Key': entry.opId });
  if (request.contentType) headers.set('Content-Type', request.contentType);
  let response: Response;
  try {
    response = await fetch(request.path, { method: request.method, body: request.body, headers, credentials: 'same-origin' });
  } catch {
    return { status: null, statusText: '', body: null, retryAfter: null };
  }
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, statusText: response.statusText, body, retryAfter: response.headers.get('Retry-After') };
}

const oldestPending = () =>
  db.outbox
    .orderBy('createdAt')
    .filter((entry) => entry.status === 'pending')
    .first();

async function drainPass(): Promise<DrainResult> {
  for (;;) {
    const entry = await oldestPending();
    if (!entry) return 'idle';
    // Later entries wait behind a backing-off one: a change must never overtake the one made before it.
    if (entry.nextAttemptAt > Date.now()) return 'waiting';
    if (!navigator.onLine) return 'offline';
    const answer = await send(entry);
    if (!answer) {
      await db.outbox.update(entry.opId, { status: 'attention', lastError: PREPARE_FAILED_MESSAGE });
      continue;
    }
    switch (classifyAnswer(answer.status, (answer.body as Partial<ErrorBody> | null)?.code, outboxFixHere(entry.kind))) {
      case 'fix-here':
        await refuseHere(entry, answer.status!, answer.statusText, answer.body);
        break;
      case 'done':
        await removeAccepted(entry.opId);
        await outboxAccepted(entry.kind, entry.payload, answer.body).catch((error: unknown) =>
          console.warn('could not finish an accepted change on this device', error),
        );
        emitOutboxDone({ opId: entry.opId, kind: entry.kind, status: answer.status!, body: answer.body });
        break;
      case 'retry': {
        const attempts = entry.attempts + 1;
        const lastError = answer.status === null ? NO_ANSWER_MESSAGE : refusalMessage(answer.body, answer.status, answer.statusText);
        await db.outbox.update(entry.opId, { attempts, nextAttemptAt: nextAttemptAt(attempts, answer.retryAfter, Date.now()), lastError });
        return 'waiting';
      }
      case 'sign-in':
        await db.outbox.update(entry.opId, { lastError: SIGN_IN_MESSAGE });
        return 'sign-in';
      case 'attention':
        await db.outbox.update(entry.opId, {
          status: 'attention',
          lastError: refusalMessage(answer.body, answer.status!, answer.statusText),
        });
        break;
    }
  }
}

// One drain at a time across tabs and the service worker (Web Locks); within this context, callers that arrive
// while a pass runs share the single pass queued after it, which will see whatever they just enqueued.
let running: Promise<DrainResult> | null = null;
let queued: Promise<DrainResult> | null = null;

async function underLock(): Promise<DrainResult> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? await locks.request('outbox-drain', drainPass) : drainPass();
}

/** Sends every due entry in the order made. Safe to call from anywhere, as often as wanted. */
export function drainOutbox(): Promise<DrainResult> {
  if (queued) return queued;
  const pass: Promise<DrainResult> = (running ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => {
      queued = null;
      running = pass;
      return underLock();
    })
    .finally(() => {
      if (running === pass) running = null;
    });
  queued = pass;
  return pass;
}

/**
 * The longest backoff a Background Sync wake-up waits out instead of giving up. A wake-up often comes just after an
 * attempt that failed while the network was still coming back (e.g. another wake-up a moment earlier), whose short
 * backoff would otherwise leave the change unsent until the browser's next retry, minutes later. Well inside the
 * few minutes a browser lets a sync event run.
 */
export const SYNC_WAITS_OUT_MS = 30_000;

/** When the oldest pending entry may be tried again (null when nothing is pending). */
async function nextDueAt(): Promise<number | null> {
  return (await oldestPending())?.nextAttemptAt ?? null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The service worker's Background Sync handler. It fails when entries are still waiting after a short backoff was
 * waited out, or when the worker still says it is offline after that long, so the browser schedules another 'sync'
 * later; after a 401 it succeeds, since retrying cannot help until the person signs in.
 */
export async function drainForBackgroundSync(scope: OnlineScope): Promise<void> {
  const deadline = Date.now() + SYNC_WAITS_OUT_MS;
  for (;;) {
    const result = await drainOutbox();
    if (result === 'idle' || result === 'sign-in') return;
    if (result === 'offline') {
      // The browser wakes the worker because it sees the network back; the worker's own navigator.onLine may not yet.
      if (!(await untilOnline(scope, deadline - Date.now()))) throw new Error('outbox not drained: offline');
      continue;
    }
    const dueAt = await nextDueAt();
    if (dueAt === null || dueAt > deadline) throw new Error(`outbox not drained: ${result}`);
    await sleep(Math.max(0, dueAt - Date.now()));
  }
}
