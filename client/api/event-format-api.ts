import type { AnswerOf, ApiRoute, InputOf } from '../../shared/api-contract';
import { ApiError, apiCall, NetworkError } from './http';

/**
 * A refused event-format call (spec 002 §8): its message is the spec's 'API Error: {status} - {statusText}'; the
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

/**
 * The server's words for a refused call, naming each field it refused ("your e-mail: ...", with `labels` naming the
 * answer's fields as the screen does), or what to say when the connection is gone.
 */
export function problemText(error: unknown, labels: Record<string, string> = {}): string {
  if (error instanceof EventFormatApiError) {
    const { message, fields = {} } = error.answer;
    const named = Object.entries(fields)
      .filter(([, text]) => text !== message)
      .map(([field, text]) => `${labels[field] ?? field}: ${text}`);
    return [message, ...named].join(' ');
  }
  if (error instanceof NetworkError) return "You're offline: nothing was sent. Try again once you're back online.";
  return 'Something went wrong; nothing was sent. Try again in a moment.';
}
