import { apiFetch, NetworkError } from '../../api/http';
import { markSignedOut } from './session-store';

/** Ends the session on the server and forgets the user here. Offline, the local state is still cleared. */
export async function signOut(): Promise<void> {
  try {
    await apiFetch<void>('/auth/logout', { method: 'POST' });
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
  }
  markSignedOut();
}
