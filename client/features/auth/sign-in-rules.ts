import { CODE_LENGTH, type ConfiguredProvider, safeRedirectPath, type CurrentUser } from '../../../shared/auth';
import { apiPath } from '../../api/api-path';

/** Which tab of /login and /create-account is open: it changes the copy, not where the person lands. */
export type SignInMode = 'login' | 'create-account';

/** Before another resend is offered: long enough for the first mail to arrive, short enough not to strand anyone. */
export const RESEND_AFTER_MS = 30_000;

/** The code field keeps digits only, at most six: letters and pasted spaces or dashes are dropped. */
export function cleanCodeInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/**
 * Where every sign-in ends (code, magic link, provider): back to the page that asked, else /home for a member
 * and the onboarding wizard for someone without a profile (it resumes from the draft on this device).
 * (/complete-profile and /interests lead to the same wizard; going there directly saves a step.)
 */
export function afterSignInPath(user: Pick<CurrentUser, 'hasProfile'>, redirectedFrom: string | null): string {
  return safeRedirectPath(redirectedFrom) ?? (user.hasProfile ? '/home' : '/start');
}

/** Whole seconds until a new code may be asked for, counting from when the last one was sent. */
export function secondsUntilResend(sentAt: number, now: number): number {
  return Math.max(0, Math.ceil((sentAt + RESEND_AFTER_MS - now) / 1000));
}

/** The server path that starts a provider sign-in; it sends the person back to `redirect` afterwards. */
export function providerLoginUrl(provider: ConfiguredProvider['id'], redirectedFrom: string | null): string {
  return apiPath(`GET /auth/${provider}-login`, { querystring: { redirect: safeRedirectPath(redirectedFrom) ?? undefined } });
}
