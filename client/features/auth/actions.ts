import { normaliseEmail, type CurrentUser } from '../../../shared/auth';
import { apiCall } from '../../api/http';
import { acceptSignIn, markSignedOut } from './session-store';

/** Asks the server to e-mail a 6-digit code (and a magic link) to this address. */
export async function sendSignInCode(email: string): Promise<void> {
  await apiCall('POST /auth/magic-link/send', { body: { email: normaliseEmail(email) } });
}

/** Checks the code; on success the session cookie is set and the user (answered) becomes the current user. */
export async function verifySignInCode(email: string, code: string): Promise<CurrentUser> {
  const { user } = await apiCall('POST /auth/magic-link/code', { body: { email: normaliseEmail(email), code } });
  await acceptSignIn(user);
  return user;
}

/** The magic link's secret is only ever sent by this POST, when the person asks for it on the link's page. */
export async function verifyMagicLink(email: string, secret: string): Promise<CurrentUser> {
  const { user } = await apiCall('POST /auth/magic-link/secret', { body: { email: normaliseEmail(email), secret } });
  await acceptSignIn(user);
  return user;
}

/** Finishes a provider sign-in; answers the user and where the server says to go next (checked by the caller). */
export async function completeProviderSignIn(
  provider: string,
  params: { code: string; state: string | null; iss: string | null },
): Promise<{ user: CurrentUser; redirectTo: string | null }> {
  const answer = await apiCall('POST /auth/callback/:provider', {
    params: { provider },
    body: { code: params.code, state: params.state ?? undefined, iss: params.iss ?? undefined },
  });
  await acceptSignIn(answer.user);
  return { user: answer.user, redirectTo: answer.redirectTo };
}

/**
 * Ends the session on the server and forgets the user here, with everything of theirs stored on this device.
 * If the server cannot be reached the local state is cleared anyway; the person is on their way to /login.
 */
export async function signOut(): Promise<void> {
  try {
    await apiCall('POST /auth/logout', {});
  } catch (error) {
    console.warn('sign-out did not reach the server', error);
  }
  try {
    const { clearLocalData } = await import('../../data/clear-local-data');
    await clearLocalData();
  } catch (error) {
    console.warn('could not clear local data on sign-out', error);
  }
  markSignedOut({ forgetUser: true });
}
