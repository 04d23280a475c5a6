import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../../shared/auth';
import { acceptSignIn, getSessionState, markProfilePending, refreshSession } from '../../../../client/features/auth/session-store';

const newcomer = (id: string): CurrentUser => ({
  id,
  email: id,
  hasProfile: false,
  location: null,
  isHost: false,
  isAdmin: false,
  identities: [],
});

/** The server's GET /api/auth/me answer (the network is the one thing stood in for here). */
function serverSays(user: CurrentUser) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(user), { status: 200, headers: { 'Content-Type': 'application/json' } }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the session right after registering', () => {
  it('keeps the member pages when /auth/me answered just before the new profile reached the server', async () => {
    const user = newcomer('maya@example.com');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await acceptSignIn(user);
    markProfilePending();
    // The profile's outbox entry is already gone (sent), but this answer was made before it arrived.
    serverSays(user);
    await refreshSession();
    expect(getSessionState()).toMatchObject({ status: 'signed-in', user: { id: user.id, hasProfile: true } });
  });

  it('believes "no profile" for someone who did not register on this page', async () => {
    const user = newcomer('sam@example.com');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await acceptSignIn(user);
    serverSays(user);
    await refreshSession();
    expect(getSessionState()).toMatchObject({ status: 'signed-in', user: { id: user.id, hasProfile: false } });
  });
});
