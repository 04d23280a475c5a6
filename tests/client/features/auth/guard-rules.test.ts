import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../../../shared/auth';
import { decideGuard, loginRedirect } from '../../../../client/features/auth/guard-rules';
import type { SessionState } from '../../../../client/features/auth/session-store';

const user = (over: Partial<CurrentUser> = {}): SessionState => ({
  status: 'signed-in',
  user: {
    id: 'a@example.com',
    email: 'a@example.com',
    hasProfile: true,
    location: 'CA:ON:Toronto',
    isHost: false,
    isAdmin: false,
    identities: [],
    ...over,
  },
});
const signedOut: SessionState = { status: 'signed-out' };
const offline: SessionState = { status: 'unknown' };

describe('guard rules', () => {
  it('offline, member pages open for the person last signed in here, from what the device saved', () => {
    const remembered = (over: Partial<CurrentUser> = {}): SessionState => ({
      status: 'unknown',
      remembered: (user(over) as { user: CurrentUser }).user,
    });
    expect(decideGuard('member', remembered(), '/home')).toEqual({ action: 'render' });
    expect(decideGuard('login', remembered(), '/complete-profile')).toEqual({ action: 'render' });
    expect(decideGuard('member', remembered({ hasProfile: false }), '/home')).toEqual({ action: 'offline' });
    expect(decideGuard('host', remembered(), '/host/dashboard')).toEqual({ action: 'offline' });
    expect(decideGuard('host', remembered({ isHost: true }), '/host/dashboard')).toEqual({ action: 'render' });
    expect(decideGuard('member', offline, '/home')).toEqual({ action: 'offline' });
  });

  it('waits while the session is being asked for', () => {
    for (const kind of ['landing', 'welcome', 'start', 'sign-in', 'login', 'member', 'host'] as const) {
      expect(decideGuard(kind, { status: 'loading' }, '/x')).toEqual({ action: 'wait' });
    }
  });

  it('offline, / and /welcome go by the person last signed in here, as they would online', () => {
    const remembered = (over: Partial<CurrentUser> = {}): SessionState => ({
      status: 'unknown',
      remembered: (user(over) as { user: CurrentUser }).user,
    });
    expect(decideGuard('landing', remembered(), '/')).toEqual({ action: 'redirect', to: '/home' });
    expect(decideGuard('landing', remembered({ hasProfile: false }), '/')).toEqual({ action: 'redirect', to: '/welcome' });
    expect(decideGuard('welcome', remembered(), '/welcome')).toEqual({ action: 'redirect', to: '/home' });
    expect(decideGuard('welcome', remembered({ hasProfile: false }), '/welcome')).toEqual({ action: 'redirect', to: '/start' });
  });

  it('at /: visitors see the landing, members go to /home, users without a profile to /welcome', () => {
    expect(decideGuard('landing', signedOut, '/')).toEqual({ action: 'render' });
    expect(decideGuard('landing', offline, '/')).toEqual({ action: 'render' });
    expect(decideGuard('landing', user(), '/')).toEqual({ action: 'redirect', to: '/home' });
    expect(decideGuard('landing', user({ hasProfile: false }), '/')).toEqual({ action: 'redirect', to: '/welcome' });
  });

  it('/welcome leads to /start, or to /home with a profile', () => {
    expect(decideGuard('welcome', signedOut, '/welcome')).toEqual({ action: 'redirect', to: '/start' });
    expect(decideGuard('welcome', user({ hasProfile: false }), '/welcome')).toEqual({ action: 'redirect', to: '/start' });
    expect(decideGuard('welcome', user(), '/welcome')).toEqual({ action: 'redirect', to: '/home' });
  });

  it('the /start wizard is for people without a profile: a member goes to /home, online or offline', () => {
    expect(decideGuard('start', signedOut, '/start')).toEqual({ action: 'render' });
    expect(decideGuard('start', offline, '/start')).toEqual({ action: 'render' });
    expect(decideGuard('start', user({ hasProfile: false }), '/start')).toEqual({ action: 'render' });
    expect(decideGuard('start', user(), '/start?invite=ABC')).toEqual({ action: 'redirect', to: '/home' });
    const remembered = (user() as { user: CurrentUser }).user;
    expect(decideGuard('start', { status: 'unknown', remembered }, '/start')).toEqual({ action: 'redirect', to: '/home' });
  });

  it('the sign-in forms send someone signed in where a sign-in would have: redirectedFrom first', () => {
    expect(decideGuard('sign-in', signedOut, '/login')).toEqual({ action: 'render' });
    expect(decideGuard('sign-in', user(), '/login')).toEqual({ action: 'redirect', to: '/home' });
    expect(decideGuard('sign-in', user(), '/create-account?redirectedFrom=%2Fgroup')).toEqual({ action: 'redirect', to: '/group' });
    expect(decideGuard('sign-in', user({ hasProfile: false }), '/register')).toEqual({ action: 'redirect', to: '/start' });
    // Only a path of this site: anything else is dropped, as after a sign-in.
    expect(decideGuard('sign-in', user(), '/login?redirectedFrom=https%3A%2F%2Fevil.example')).toEqual({ action: 'redirect', to: '/home' });
    // Offline the session may have ended: the form stays, it is the way back in.
    const remembered = (user() as { user: CurrentUser }).user;
    expect(decideGuard('sign-in', { status: 'unknown', remembered }, '/login')).toEqual({ action: 'render' });
  });

  it('pages that need login send visitors to /login with where they were', () => {
    for (const kind of ['login', 'member', 'host'] as const) {
      expect(decideGuard(kind, signedOut, '/me?tab=2')).toEqual({ action: 'redirect', to: '/login?redirectedFrom=%2Fme%3Ftab%3D2' });
    }
  });

  it('member pages send a user without a profile to /welcome; login-only pages do not', () => {
    expect(decideGuard('member', user({ hasProfile: false }), '/home')).toEqual({ action: 'redirect', to: '/welcome' });
    expect(decideGuard('login', user({ hasProfile: false }), '/complete-profile')).toEqual({ action: 'render' });
  });

  it('the host area needs the host role, not a member profile', () => {
    expect(decideGuard('host', user(), '/host')).toEqual({ action: 'forbidden' });
    expect(decideGuard('host', user({ isHost: true, hasProfile: false }), '/host')).toEqual({ action: 'render' });
  });

  it('the review queue needs the admin role, not a member profile; signed out goes to /login; offline it waits', () => {
    expect(decideGuard('admin', user(), '/admin/review')).toEqual({ action: 'forbidden' });
    expect(decideGuard('admin', user({ isHost: true }), '/admin/review')).toEqual({ action: 'forbidden' });
    expect(decideGuard('admin', user({ isAdmin: true, hasProfile: false }), '/admin/review')).toEqual({ action: 'render' });
    expect(decideGuard('admin', signedOut, '/admin/review')).toEqual({ action: 'redirect', to: loginRedirect('/admin/review') });
    expect(decideGuard('admin', { status: 'unknown', remembered: (user({ isAdmin: true }) as { user: CurrentUser }).user }, '/x')).toEqual({
      action: 'offline',
    });
  });

  it('offline, guarded pages say so instead of sending anyone to /login', () => {
    expect(decideGuard('member', offline, '/home')).toEqual({ action: 'offline' });
  });

  it('builds the login address with the path encoded', () => {
    expect(loginRedirect('/emberite/journey')).toBe('/login?redirectedFrom=%2Femberite%2Fjourney');
  });

  it('a pre-rendered landing (sent only without a session cookie) stays on screen while the session is asked; nothing else does', () => {
    const loading: SessionState = { status: 'loading' };
    expect(decideGuard('landing', loading, '/', true)).toEqual({ action: 'render' });
    expect(decideGuard('landing', loading, '/')).toEqual({ action: 'wait' });
    for (const kind of ['welcome', 'login', 'member', 'host', 'admin'] as const) {
      expect(decideGuard(kind, loading, '/home', true), kind).toEqual({ action: 'wait' });
    }
    // Once the answer is in, the usual rules: a member who got the page after all is redirected.
    expect(decideGuard('landing', user(), '/', true)).toEqual({ action: 'redirect', to: '/home' });
  });
});
