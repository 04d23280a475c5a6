import { safeRedirectPath } from '../../../shared/auth';

/** docs/product-rules.md#sign-in: the session-expired countdown runs 5 seconds, shown as 5, 4, 3, 2, 1. */
export const COUNTDOWN_FROM = 5;
/** Where the person returns when the page that expired is not known (docs/product-rules.md#sign-in). */
export const DEFAULT_RETURN_PATH = '/emberite';

/** The count shown after one more second, or 'done' when 1 has been shown for its second. */
export function countdownAfterTick(count: number): number | 'done' {
  return count > 1 ? count - 1 : 'done';
}

/** Who to sign in again: the account id as login hint and the provider they last used. */
export interface ReloginHint {
  userId: string;
  provider: string;
}

/** The query (?provider=&userId=) wins; otherwise the last signed-in user's first identity provider. */
export function reloginHintFrom(
  query: { provider: string | null; userId: string | null },
  lastUser: { id: string; identities: { provider: string }[] } | null,
): ReloginHint | null {
  if (query.provider && query.userId) return { provider: query.provider, userId: query.userId };
  const provider = lastUser?.identities[0]?.provider;
  return lastUser && provider ? { provider, userId: lastUser.id } : null;
}

/** Adds authSuccess=true to a same-site path, keeping its own query and fragment. */
export function withAuthSuccess(path: string): string {
  const url = new URL(path, 'https://this-site.invalid');
  url.searchParams.set('authSuccess', 'true');
  return url.pathname + url.search + url.hash;
}

/**
 * Where the countdown ends (docs/product-rules.md#sign-in): the provider's login path with the user id as login hint and the
 * original page (+ authSuccess=true) as post-login redirect; without a provider, the login route.
 */
export function sessionExpiredTarget(hint: ReloginHint | null, redirectedFrom: string | null): string {
  const original = safeRedirectPath(redirectedFrom) ?? DEFAULT_RETURN_PATH;
  if (!hint) return `/login?redirectedFrom=${encodeURIComponent(original)}`;
  return (
    `/.auth/login/${encodeURIComponent(hint.provider)}` +
    `?login_hint=${encodeURIComponent(hint.userId)}` +
    `&post_login_redirect_uri=${encodeURIComponent(withAuthSuccess(original))}`
  );
}
