import type { AnswerOf, ApiRoute, InputOf } from '../../shared/api-contract';
import type { ErrorBody, ErrorCode } from '../../shared/errors';
import { contractPath, methodOf } from './api-path';

/** The server's codes, and ours for an answer without an error body (e.g. from a proxy). */
export type ApiErrorCode = ErrorCode | 'http-error';

/** A non-2xx answer from the API, with the server's { message, code, fields }. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** The HTTP reason phrase (e.g. 'Not Found'), for the event-format calls' 'API Error: {status} - {statusText}'. */
    readonly statusText = '',
  ) {
    super(message);
  }
}

/** The request never reached the server (offline, DNS, connection reset). */
export class NetworkError extends Error {}

type UnauthorizedHandler = (redirectedFrom: string) => void;
let onUnauthorized: UnauthorizedHandler = (redirectedFrom) => {
  window.location.assign(`/login?redirectedFrom=${encodeURIComponent(redirectedFrom)}`);
};

/** main.tsx points this at the router so a 401 navigates without a full reload. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

/**
 * The one fetch wrapper: same-origin cookies, JSON in and out, and the spec's rule that any 401 sends the
 * person to /login?redirectedFrom=<current path>.
 */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (init.body !== undefined && !(init.body instanceof FormData)) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { ...init, headers, credentials: 'same-origin' });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : 'Network request failed');
  }
  if (response.status === 401) {
    onUnauthorized(window.location.pathname + window.location.search);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ErrorBody> | null;
    throw new ApiError(
      response.status,
      body?.code ?? 'http-error',
      body?.message ?? response.statusText,
      body?.fields,
      response.statusText,
    );
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * One call of the contract (shared/api-contract.ts), e.g. `apiCall('GET /profiles/:profileId', { params })`: the
 * path is filled in from params and querystring, and the answer has the type of the route's response schema.
 */
export function apiCall<R extends ApiRoute>(route: R, input: InputOf<R>, init: RequestInit = {}): Promise<AnswerOf<R>> {
  const { body } = input as { body?: unknown };
  return apiFetch<AnswerOf<R>>(contractPath(route, input), {
    ...init,
    method: methodOf(route),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
