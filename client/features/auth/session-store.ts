import type { CurrentUser } from '../../../shared/auth';
import { ApiError, apiCall } from '../../api/http';
import { forgetAllCodesSent } from './code-sent';

/** On a bad connection the guards stop waiting after this long and treat the session as unknown. */
const SESSION_TIMEOUT_MS = 4000;

/**
 * What the client knows about who is signed in. 'unknown' means we could not ask (offline); `remembered` is who was
 * last signed in on this device, whose saved data member pages may show meanwhile.
 */
export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: CurrentUser }
  | { status: 'unknown'; remembered?: CurrentUser };

let state: SessionState = { status: 'loading' };
let inFlight: Promise<SessionState> | null = null;
/** Bumped by every sign-in and sign-out, so an older /auth/me answer arriving later cannot undo them. */
let generation = 0;
/** Kept after the session ends (a 401): the session-expired screen signs this person in again. */
let lastUser: CurrentUser | null = null;
/** Who registered on this page: their profile is on its way, whatever an answer racing it says (see markProfilePending). */
let profileSentBy: string | null = null;
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  if (next.status === 'signed-in') lastUser = next.user;
  listeners.forEach((listener) => listener());
}

export function getSessionState(): SessionState {
  return state;
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last user who was signed in on this page, even after their session ended. */
export function getLastSignedInUser(): CurrentUser | null {
  return lastUser;
}

/**
 * docs/product-rules.md#sign-in: a different user's local data is cleared before anything of the new user is shown.
 * Dexie is loaded only here, on demand. If local storage is unusable there is nothing stored to leak,
 * so the sign-in goes ahead.
 */
async function prepareLocalData(user: CurrentUser): Promise<void> {
  try {
    const { prepareLocalDataFor } = await import('./user-switch');
    await prepareLocalDataFor(user);
  } catch (error) {
    console.warn('could not check local data before showing the user', error);
  }
}

async function profileWaitingInOutbox(): Promise<boolean> {
  try {
    const { hasWaiting } = await import('../../data/outbox');
    return await hasWaiting('create-profile');
  } catch {
    return false;
  }
}

async function rememberedUser(): Promise<CurrentUser | null> {
  try {
    const { readRememberedCurrentUser } = await import('./user-switch');
    return await readRememberedCurrentUser();
  } catch {
    return null;
  }
}

/** Asks the server who is signed in (GET /api/auth/me answers null when nobody is). */
export function refreshSession(): Promise<SessionState> {
  const askedAt = generation;
  inFlight ??= apiCall('GET /auth/me', {}, { signal: AbortSignal.timeout(SESSION_TIMEOUT_MS) })
    .then(
      async (user): Promise<SessionState> => {
        if (!user) return { status: 'signed-out' };
        await prepareLocalData(user);
        // A profile made on this device may still be on its way in the outbox: the member pages open meanwhile.
        if (!user.hasProfile && (profileSentBy === user.id || (await profileWaitingInOutbox()))) {
          return { status: 'signed-in', user: { ...user, hasProfile: true } };
        }
        return { status: 'signed-in', user };
      },
      // Only a clear answer means signed out; offline, timeouts and server errors leave it unknown.
      async (error: unknown): Promise<SessionState> =>
        error instanceof ApiError && error.status < 500
          ? { status: 'signed-out' }
          : { status: 'unknown', remembered: (await rememberedUser()) ?? undefined },
    )
    .then((next) => {
      inFlight = null;
      if (askedAt === generation) set(next);
      return state;
    });
  return inFlight;
}

/**
 * A sign-in answered with the user: publish them (after the user-change check) without asking again. Any code
 * step this tab kept for a reload is finished with, however the person got in.
 */
export async function acceptSignIn(user: CurrentUser): Promise<void> {
  const mine = ++generation;
  forgetAllCodesSent();
  await prepareLocalData(user);
  if (mine === generation) set({ status: 'signed-in', user });
}

/**
 * Called when the server says 401: whoever we thought was signed in no longer is. A deliberate sign-out
 * also forgets who they were; an expired session keeps it for signing them in again.
 */
export function markSignedOut(options: { forgetUser?: boolean } = {}): void {
  generation += 1;
  if (options.forgetUser) lastUser = null;
  set({ status: 'signed-out' });
}

/**
 * Registration queued the new profile in the outbox: the member pages open now, before the server has it
 * (the profile reaches it when the connection allows; /home says it is pending until then).
 */
export function markProfilePending(): void {
  if (state.status !== 'signed-in' || state.user.hasProfile) return;
  // The outbox entry is gone the moment the server accepts the profile, and an /auth/me answered just before
  // that says 'no profile': checking the outbox alone would then send the new member back to /start.
  profileSentBy = state.user.id;
  set({ status: 'signed-in', user: { ...state.user, hasProfile: true } });
}
