export type { CurrentUser, SignedIn, ConfiguredProvider } from './auth-contract';

/** Sign-in constants (docs/product-rules.md#sign-in). */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Limits that keep codes safe without letting anyone lock someone else out. A code belongs to the browser that asked
 * for it (by a cookie only the server can make; by the client address when the browser keeps no cookie): nobody
 * else's sends void it and nobody else's guesses are checked against it. Browsers that signed in to an account
 * before are its owner's: they keep their own limits while strangers share the per-address ones. Guessing is bounded
 * per code and per address; the magic link (128 random bits, from any browser) always works.
 */
/** Wrong tries at one code, by the way it was reached (its browser's cookie, or its client address), before it is void. */
export const MAX_CODE_ATTEMPTS = 5;
/**
 * Wrong codes for one address from browsers that never signed in to it, before such browsers' codes are refused for
 * a while (its owner's browsers and the link still work): at most 100 a month, far below NIST 800-63B's ceiling of
 * 100 in a row for an account, and so at most a 1 in 10,000 chance a month of guessing a 6-digit code.
 */
export const ADDRESS_CODE_FAILURE_LIMITS = [
  { count: 10, windowMs: DAY_MS },
  { count: 100, windowMs: 30 * DAY_MS },
] as const;
/** How long a browser that signed in to an account stays its owner's for sign-in limits, unless it signs in again. */
export const KNOWN_BROWSER_MS = 180 * DAY_MS;
export const SEND_LIMITS = {
  perRequesterShort: { count: 3, windowMs: 15 * 60 * 1000 },
  perRequesterDay: { count: 10, windowMs: DAY_MS },
  /**
   * A ceiling on the mail one address receives when new browsers ask; browsers that signed in to it before, or that
   * already asked for a code today, are held to their own limits instead.
   */
  perEmailDay: { count: 30, windowMs: DAY_MS },
  perClient: { count: 20, windowMs: 60 * 60 * 1000 },
} as const;
/** Wrong codes or links from one client address, for any addresses, before its verifications wait. */
export const VERIFY_LIMIT = { count: 30, windowMs: 15 * 60 * 1000 } as const;

/** The account id: the e-mail, trimmed and lower-cased. */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Register step rule (docs/product-rules.md#sign-in): text, @, text, a dot, text, no whitespace. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

/** Exactly 6 numeric digits. */
export function isValidCode(code: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);
}

/**
 * Where a person may be sent after signing in: a path on this site, else null. '//host' and '/\host' are read by
 * browsers as other sites, and the URL parser drops tabs and newlines, so the final check is on the parsed URL.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  const base = 'https://this-site.invalid';
  try {
    const url = new URL(raw, base);
    return url.origin === base ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}
