import type { CurrentUser } from '../../../shared/auth';
import { apiFetch, NetworkError } from '../../api/http';

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
  inFlight ??= apiFetch<CurrentUser | null>('/auth/me')
    .then((user): SessionState => (user ? { status: 'signed-in', user } : { status: 'signed-out' }))
    .catch((error: unknown): SessionState => (error instanceof NetworkError ? { status: 'unknown' } : { status: 'signed-out' }))
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
