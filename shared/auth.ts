export type { CurrentUser, SignedIn, ConfiguredProvider } from './auth-contract';

/** Sign-in constants (spec 000 §5, §9; issue 3). */
export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60 * 1000;
/**
 * Limits that keep codes safe without letting anyone lock someone else out (issue 9). Sends and wrong guesses are
 * counted per requester (client address, and browser by a short-lived cookie) as well as per address: one
 * requester's sends or wrong guesses never use up another's. The per-address ceiling is loose enough that a
 * single attacker meets their own limits long before the person's own request is refused.
 */
/** Wrong tries by one requester after which that requester cannot use this code (others still can). */
export const MAX_CODE_ATTEMPTS = 5;
/** Wrong tries from everyone after which a code is burned: bounds guessing from many places (20 in 10^6). */
export const MAX_CODE_ATTEMPTS_ALL = 20;
export const SEND_LIMITS = {
  perRequesterShort: { count: 3, windowMs: 15 * 60 * 1000 },
  perRequesterDay: { count: 10, windowMs: 24 * 60 * 60 * 1000 },
  /** A ceiling on the mail one address receives, whoever asks. */
  perEmailDay: { count: 30, windowMs: 24 * 60 * 60 * 1000 },
  perClient: { count: 20, windowMs: 60 * 60 * 1000 },
} as const;
/** Wrong codes or links from one client address, for any addresses, before its verifications wait. */
export const VERIFY_LIMIT = { count: 30, windowMs: 15 * 60 * 1000 } as const;

/** The account id: the e-mail, trimmed and lower-cased. */
export function normaliseEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Register step rule (spec 5): text, @, text, a dot, text, no whitespace. */
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
