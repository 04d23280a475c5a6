import type { AccountDeletionPending } from '../../../shared/my-data-contract';
import { ApiError, apiCall, NetworkError } from '../../api/http';
import { markSignedOut } from '../auth/session-store';

/** Both actions need the server: said when it cannot be reached. */
export const OFFLINE_MESSAGE = "You're offline. Connect to the internet and try again.";

/** What a failed action says: offline, the server's own words, or a plain apology. */
export function actionErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return OFFLINE_MESSAGE;
  if (error instanceof ApiError) return error.fields?.email ?? error.message;
  return 'Something went wrong. Please try again.';
}

/** The export as the server made it, saved by the browser as my-data-YYYY-MM-DD.json. */
export async function downloadMyData(): Promise<void> {
  const data = await apiCall('GET /users/me/data', {});
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `my-data-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy; keep the URL a moment for browsers that read it after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Deletes the account on the server (the typed e-mail confirms it), then forgets everything of the person on this
 * device (drafts, the outbox, cached data) only once the server said it is done, or closed and waiting (`pending`:
 * what waits, until when). `leave` first moves off the member area, whose screens would otherwise ask the server
 * again (a 401 now) and send the person to sign in.
 */
export async function deleteMyAccount(typedEmail: string, leave: (pending: AccountDeletionPending | null) => void): Promise<void> {
  const answer = await apiCall('POST /users/me/delete', { body: { email: typedEmail } });
  leave(answer.deleted ? null : answer);
  const { clearLocalData } = await import('../../data/clear-local-data');
  await clearLocalData();
  markSignedOut({ forgetUser: true });
}
