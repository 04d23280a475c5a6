import { createHash } from 'node:crypto';
import type { SessionRow } from './repo';

export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads do not turn every request into a write. */
export const SESSION_TOUCH_EVERY_MS = 60 * 1000;

/** `__Host-` cookies must be Secure, which browsers refuse over plain http; local http uses `sid`. */
export function sessionCookieName(https: boolean): string {
  return https ? '__Host-sid' : 'sid';
}

/** The attributes the session cookie is always set (and cleared) with: browsers drop a `__Host-` cookie
 *  whose Set-Cookie lacks Secure or Path=/, so clearing must repeat them. */
export function sessionCookieOptions(https: boolean) {
  return { path: '/', secure: https, httpOnly: true, sameSite: 'lax' as const };
}

export function hashSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex');
}

export function isSessionLive(session: SessionRow, now: Date): boolean {
  const t = now.getTime();
  return t < Date.parse(session.expiresAt) && t - Date.parse(session.lastSeenAt) < SESSION_IDLE_MS;
}
