import { ApiError, NetworkError } from '../../api/http';

/** The copy for sign-in failures (docs/product-rules.md#sign-in), in one place. */
export const SEND_FAILED = 'Failed to send verification code. Please try again.';
/** Ours: the request never left the device. Worded like the onboarding wizard's offline note on its code step. */
export const SEND_OFFLINE = "you're offline: connect to get your code.";
export const INVALID_CODE = 'Invalid or expired code. Please try again.';
export const PROFILE_SAVE_FAILED = 'Failed to save profile. Please try again.';
export const LINK_MISSING_PARAMETERS = 'Invalid verification link. Missing required parameters.';
export const LINK_FAILED = 'Invalid or expired link. Please request a new verification code.';
export const CALLBACK_MISSING_PARAMETERS = 'Invalid authentication request. Missing required parameters.';
export const CALLBACK_FAILED = 'Authentication failed. Please try again.';

/** The message the server wrote, if it answered with an error body (not a bare status from a proxy). */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code === 'http-error') return null;
  return error.message.trim() || null;
}

/**
 * Sending failed: no connection says so (trying again will not help until it is back), a rate limit explains
 * itself (how long to wait); anything else gets the spec's line.
 */
export function sendFailureMessage(error: unknown): string {
  if (error instanceof NetworkError) return SEND_OFFLINE;
  if (error instanceof ApiError && error.status === 429) return serverMessage(error) ?? SEND_FAILED;
  return SEND_FAILED;
}

/** Login code verification failed: the server message if present, else the spec's line. */
export function loginVerifyFailureMessage(error: unknown): string {
  return serverMessage(error) ?? INVALID_CODE;
}

/** Register verification failed: 400 and 500 show the server message (or the profile line); others the code line. */
export function registerVerifyFailureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 500)) {
    return serverMessage(error) ?? PROFILE_SAVE_FAILED;
  }
  return INVALID_CODE;
}
