import { CODE_LENGTH, safeRedirectPath } from '../../../shared/auth';

/** Which door the person came through; it decides where they land after verifying. */
export type SignInMode = 'login' | 'create-account' | 'register';

/** Where each mode lands when there is no page to return to (spec 000 §2.10, §4). */
const LANDING: Record<SignInMode, string> = {
  login: '/home',
  'create-account': '/complete-profile',
  register: '/complete-profile',
};

/** The code field keeps digits only, at most six: letters and pasted spaces or dashes are dropped. */
export function cleanCodeInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

/** After verifying: back to the page that sent them to sign in (login and create-account), else the mode's page. */
export function afterSignInTarget(mode: SignInMode, redirectedFrom: string | null): string {
  const back = mode === 'register' ? null : safeRedirectPath(redirectedFrom);
  return back ?? LANDING[mode];
}

/** The server path that starts a provider sign-in; it sends the person back to `redirect` afterwards. */
export function providerLoginUrl(provider: string, redirectedFrom: string | null): string {
  const back = safeRedirectPath(redirectedFrom);
  const query = back ? `?redirect=${encodeURIComponent(back)}` : '';
  return `/api/auth/${encodeURIComponent(provider)}-login${query}`;
}
