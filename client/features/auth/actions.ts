import { apiFetch } from '../../api/http';
import { markSignedOut } from './session-store';

/**
 * Ends the session on the server and forgets the user here. If the server cannot be reached the local state
 * is cleared anyway; the person is on their way to /login either way.
 */
export async function signOut(): Promise<void> {
  try {
    await apiFetch<void>('/auth/logout', { method: 'POST' });
  } catch (error) {
    console.warn('sign-out did not reach the server', error);
  }
  markSignedOut();
}
