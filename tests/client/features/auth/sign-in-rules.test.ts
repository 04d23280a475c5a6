import { describe, expect, it } from 'vitest';
import { afterSignInPath, cleanCodeInput, providerLoginUrl, secondsUntilResend } from '../../../../client/features/auth/sign-in-rules';
import { safeRedirectPath } from '../../../../shared/auth';

describe('code field', () => {
  it('keeps digits only and at most six of them', () => {
    expect(cleanCodeInput('12ab34')).toBe('1234');
    expect(cleanCodeInput(' 123-456 ')).toBe('123456');
    expect(cleanCodeInput('1234567')).toBe('123456');
    expect(cleanCodeInput('abc')).toBe('');
  });
});

describe('redirect sanitising', () => {
  it('accepts same-site paths with their query and fragment', () => {
    expect(safeRedirectPath('/home')).toBe('/home');
    expect(safeRedirectPath('/emberite/settings/auth?tab=1#top')).toBe('/emberite/settings/auth?tab=1#top');
  });

  it('refuses other sites, protocol-relative and backslash tricks, and non-paths', () => {
    for (const raw of ['//evil.example', '/\\evil.example', '/\t/evil.example', 'https://evil.example/home', 'home', '', null, undefined]) {
      expect(safeRedirectPath(raw), String(raw)).toBeNull();
    }
  });
});

describe('where sign-in lands', () => {
  const member = { hasProfile: true };
  const newcomer = { hasProfile: false };

  it('returns to redirectedFrom when it is a same-site path', () => {
    expect(afterSignInPath(member, '/vibe-check')).toBe('/vibe-check');
    expect(afterSignInPath(newcomer, '/emberite/journey')).toBe('/emberite/journey');
  });

  it('otherwise goes to /home with a profile and to the onboarding wizard without one, never a placeholder', () => {
    expect(afterSignInPath(member, null)).toBe('/home');
    expect(afterSignInPath(member, '//evil.example')).toBe('/home');
    expect(afterSignInPath(newcomer, null)).toBe('/start');
    expect(afterSignInPath(newcomer, 'https://evil.example/x')).toBe('/start');
  });
});

describe('sending a new code', () => {
  it('is offered 30 seconds after the last one, counted in whole seconds from when it was sent', () => {
    expect(secondsUntilResend(1_000_000, 1_000_000)).toBe(30);
    expect(secondsUntilResend(1_000_000, 1_000_001)).toBe(30);
    expect(secondsUntilResend(1_000_000, 1_012_000)).toBe(18);
    expect(secondsUntilResend(1_000_000, 1_029_999)).toBe(1);
    expect(secondsUntilResend(1_000_000, 1_030_000)).toBe(0);
    expect(secondsUntilResend(1_000_000, 2_000_000)).toBe(0);
  });
});

describe('provider sign-in start', () => {
  it('is the server path for the provider, carrying a safe redirect only', () => {
    expect(providerLoginUrl('google', null)).toBe('/api/auth/google-login');
    expect(providerLoginUrl('microsoft', '/emberite?x=1')).toBe('/api/auth/microsoft-login?redirect=%2Femberite%3Fx%3D1');
    expect(providerLoginUrl('google', 'https://evil.example')).toBe('/api/auth/google-login');
  });
});
