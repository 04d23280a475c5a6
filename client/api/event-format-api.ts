import type { AnswerOf, ApiRoute, InputOf } from '../../shared/api-contract';
import { ApiError, apiCall, NetworkError } from './http';

/**
 * A refused event-format call (docs/product-rules.md#event-format-wizard): its message is 'API Error: {status} - {statusText}'; the
 * server's JSON error body (its message, code and fields) stays on `answer` for the screens to show.
 */
export class EventFormatApiError extends Error {
  constructor(readonly answer: ApiError) {
    super(`API Error: ${answer.status} - ${answer.statusText || answer.code}`);
  }
}

/** An event-format call: a non-OK answer is logged and rethrown as EventFormatApiError; a lost connection as it was. */
export async function formatCall<R extends ApiRoute>(route: R, input: InputOf<R>, init: RequestInit = {}): Promise<AnswerOf<R>> {
  try {
    return await apiCall(route, input, init);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const refused = new EventFormatApiError(error);
    console.error(refused.message, error.message);
    throw refused;
  }
}

/** What went wrong with a call: the server's message and its message for each field it refused. */
export interface FormatProblem {
  message: string;
  fields: Record<string, string>;
}

/**
 * The one way a host's or a participant's online call says what went wrong: the server's words for a refusal, or
 * what to say when the connection is gone or anything else failed. `undone` says what did not happen: 'sent', or
 * 'changed' for a change to a format that is already there.
 */
export function formatProblem(error: unknown, undone: 'sent' | 'changed' = 'sent'): FormatProblem {
  if (error instanceof EventFormatApiError) return { message: error.answer.message, fields: error.answer.fields ?? {} };
  if (error instanceof ApiError) return { message: error.message, fields: error.fields ?? {} };
  if (error instanceof NetworkError)
    return { message: `You're offline: nothing was ${undone}. Try again once you're back online.`, fields: {} };
  return { message: `Something went wrong; nothing was ${undone}. Try again in a moment.`, fields: {} };
}

/**
 * formatProblem as one line, naming each field the server refused ("your e-mail: ...", with `labels` naming the
 * answer's fields as the screen does).
 */
export function problemText(error: unknown, labels: Record<string, string> = {}): string {
  const { message, fields } = formatProblem(error);
  const named = Object.entries(fields)
    .filter(([, text]) => text !== message)
    .map(([field, text]) => `${labels[field] ?? field}: ${text}`);
  return [message, ...named].join(' ');
}
