import type { ErrorCode } from '../../shared/errors';

/**
 * What a drain does with the server's answer to one entry (docs/architecture.md, section 2):
 * - 'fix-here': a 4xx (not 401) whose code the entry's kind names as fixed on the spot (a wrong check-in code, the
 *   lock that too many of them set): the entry leaves the outbox and its refusal goes to the screen that made it,
 *   which shows it where the person typed (outbox-refusals.ts); checked first, so a 429 of that kind is not retried;
 * - 'done': 2xx (a replay included) or 409 (the change is there already): the entry is removed;
 * - 'retry': no answer, 5xx, 408, 429, or 409 'request-in-progress' (the same key is still running on the
 *   server; if that run fails it stores nothing, so treating it as done could lose the change): try again later
 *   with backoff (the server's Retry-After wins), keeping the order;
 * - 'sign-in': 401: nothing can be sent until the person signs in again; the entry stays as it is;
 * - 'attention': any other refusal, and a 409 'profile-exists' (a profile was there already, so the one sent was not
 *   made and its answers were not used: the person is told): the person must look at it; never dropped on its own.
 */
export type AnswerOutcome = 'fix-here' | 'done' | 'retry' | 'sign-in' | 'attention';

/**
 * `status` is null when the request never got an answer (offline, connection reset); `fixHere` is the kind's list of
 * error codes the person fixes where they made the change (outbox-kinds.ts).
 */
export function classifyAnswer(status: number | null, code?: ErrorCode, fixHere: readonly ErrorCode[] = []): AnswerOutcome {
  if (status !== null && status >= 400 && status < 500 && status !== 401 && code !== undefined && fixHere.includes(code)) return 'fix-here';
  if (status === null || status >= 500 || status === 408 || status === 429) return 'retry';
  if (status === 409 && code === 'request-in-progress') return 'retry';
  if (status === 409 && code === 'profile-exists') return 'attention';
  if ((status >= 200 && status < 300) || status === 409) return 'done';
  if (status === 401) return 'sign-in';
  return 'attention';
}

/**
 * The text shown for a refused entry: the server's own message (docs/product-rules.md#pwa-and-offline) followed by its per-field messages,
 * since a general 'check the fields' alone would not tell the person what to fix.
 */
export function refusalMessage(body: unknown, status: number, statusText: string): string {
  const { message, fields } = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; fields?: unknown };
  const fieldMessages =
    typeof fields === 'object' && fields !== null ? Object.values(fields).filter((text): text is string => typeof text === 'string') : [];
  // A refusal whose field message repeats its message (a refused video, say) says it once.
  const parts = [...new Set([typeof message === 'string' ? message.trim() : '', ...fieldMessages.map((text) => text.trim())])].filter(
    (text) => text !== '',
  );
  if (parts.length > 0) return parts.join(' ');
  return statusText ? `${statusText} (${status})` : `the server refused this change (${status})`;
}

/**
 * An answer that came while the entry's request was being prepared: a step before it (a recording's tus upload)
 * failed. The drain treats it as the answer to the entry (status null: no answer, try again later).
 */
export class OutboxAnswer extends Error {
  constructor(
    readonly status: number | null,
    readonly statusText: string,
    readonly body: unknown,
    readonly retryAfter: string | null,
  ) {
    super(status === null ? 'no answer from the server' : `the server answered ${status}`);
  }
}
