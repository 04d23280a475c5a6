import type { CurrentUser } from '../../../shared/auth';
import type { SessionState } from './session-store';
import { afterSignInPath } from './sign-in-rules';

/**
 * Which rule (docs/product-rules.md#routes-and-guards; docs/product-rules.md#hosting-and-programs for hosts; admins only for the admin screens) a route follows; 'start' and 'sign-in' are
 * the wizard and the sign-in forms, which are for people who have no profile or no session yet.
 */
export type GuardKind = 'landing' | 'welcome' | 'start' | 'sign-in' | 'login' | 'member' | 'host' | 'admin';

export type GuardDecision =
  | { action: 'wait' }
  | { action: 'render' }
  | { action: 'redirect'; to: string }
  | { action: 'offline' }
  | { action: 'forbidden' };

export function loginRedirect(currentPath: string): string {
  return `/login?redirectedFrom=${encodeURIComponent(currentPath)}`;
}

/**
 * Offline, a page opens for the person last signed in on this device, from what it saved (their session is
 * checked again as soon as the server can be reached); anyone else is told the page needs a connection.
 */
function offlineDecision(kind: GuardKind, remembered: CurrentUser | undefined): GuardDecision {
  if (!remembered) return { action: 'offline' };
  if (kind === 'member' && !remembered.hasProfile) return { action: 'offline' };
  if (kind === 'host' && !remembered.isHost) return { action: 'offline' };
  // The review queue is read from the server only: there is nothing saved to open offline.
  if (kind === 'admin') return { action: 'offline' };
  return { action: 'render' };
}

/**
 * The guard rules:
 * - at /, a signed-in user with a profile goes to /home, without a profile to /welcome;
 * - /welcome goes to /start, or to /home for a user who already has a profile;
 * - a page that needs login sends a signed-out visitor to /login (with redirectedFrom, so they come back);
 * - a signed-in user without a profile is sent to /welcome from any member page;
 * - the host area also needs the host role; the admin area (the review queue) the admin role, no profile;
 * - /start makes a profile: someone who has one goes to /home (their answers are changed in /settings), so a second
 *   profile is never asked for and refused;
 * - the sign-in forms send someone already signed in where signing in would have taken them (redirectedFrom first).
 *
 * A pre-rendered landing (`prerendered`) was sent by the server only to a visitor without a session cookie: while
 * the server has not answered yet it stays on screen as it came (a member it turns out to be is redirected then).
 */
export function decideGuard(kind: GuardKind, session: SessionState, currentPath: string, prerendered = false): GuardDecision {
  if (session.status === 'loading') return kind === 'landing' && prerendered ? { action: 'render' } : { action: 'wait' };
  const user = session.status === 'signed-in' ? session.user : null;
  // Offline, / and /welcome go by the person last signed in here: their pages open from what the device saved.
  const known = user ?? (session.status === 'unknown' ? (session.remembered ?? null) : null);
  switch (kind) {
    case 'landing':
      if (!known) return { action: 'render' };
      return { action: 'redirect', to: known.hasProfile ? '/home' : '/welcome' };
    case 'welcome':
      return { action: 'redirect', to: known?.hasProfile ? '/home' : '/start' };
    case 'start':
      return known?.hasProfile ? { action: 'redirect', to: '/home' } : { action: 'render' };
    case 'sign-in':
      // Only a session the server confirmed: offline, a remembered person's may have ended, and the form is the way back.
      if (!user) return { action: 'render' };
      return { action: 'redirect', to: afterSignInPath(user, new URL(currentPath, 'http://x').searchParams.get('redirectedFrom')) };
    case 'login':
    case 'member':
    case 'host':
    case 'admin':
      if (session.status === 'unknown') return offlineDecision(kind, session.remembered);
      if (!user) return { action: 'redirect', to: loginRedirect(currentPath) };
      if (kind === 'member' && !user.hasProfile) return { action: 'redirect', to: '/welcome' };
      if (kind === 'host' && !user.isHost) return { action: 'forbidden' };
      if (kind === 'admin' && !user.isAdmin) return { action: 'forbidden' };
      return { action: 'render' };
  }
}
