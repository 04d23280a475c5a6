import type { CurrentUser } from '../../../shared/auth';
import { ApiError, apiFetch } from '../../api/http';

/** On a bad connection the guards stop waiting after this long and treat the session as unknown. */
const SESSION_TIMEOUT_MS = 4000;

/** What the client knows about who is signed in. 'unknown' means we could not ask (offline). */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: CurrentUser }
  | { status: 'unknown' };

let state: SessionState = { status: 'loading' };
let inFlight: Promise<SessionState> | null = null;
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export function getSessionState(): SessionState {
  return state;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the server who is signed in (GET /api/auth/me answers null when nobody is). */
export function refreshSession(): Promise<SessionState> {
  inFlight ??= apiFetch<CurrentUser | null>('/auth/me', { signal: AbortSignal.timeout(SESSION_TIMEOUT_MS) })
    .then((user): SessionState => (user ? { status: 'signed-in', user } : { status: 'signed-out' }))
    // Only a clear answer means signed out; offline, timeouts and server errors leave it unknown.
    .catch((error: unknown): SessionState =>
      error instanceof ApiError && error.status < 500 ? { status: 'signed-out' } : { status: 'unknown' },
    )
    .then((next) => {
      set(next);
      inFlight = null;
      return next;
    });
  return inFlight;
}

/** Called when the server says 401: whoever we thought was signed in no longer is. */
export function markSignedOut(): void {
  set({ status: 'signed-out' });
}
