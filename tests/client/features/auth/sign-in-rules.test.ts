import { describe, expect, it } from 'vitest';
import { afterSignInTarget, cleanCodeInput, providerLoginUrl } from '../../../../client/features/auth/sign-in-rules';
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
  it('returns to redirectedFrom when it is a same-site path', () => {
    expect(afterSignInTarget('login', '/vibe-check')).toBe('/vibe-check');
    expect(afterSignInTarget('create-account', '/emberite/journey')).toBe('/emberite/journey');
  });

  it('otherwise goes to /home after login and /complete-profile after creating an account or registering', () => {
    expect(afterSignInTarget('login', null)).toBe('/home');
    expect(afterSignInTarget('login', '//evil.example')).toBe('/home');
    expect(afterSignInTarget('create-account', null)).toBe('/complete-profile');
    expect(afterSignInTarget('register', '/vibe-check')).toBe('/complete-profile');
  });
});

describe('provider sign-in start', () => {
  it('is the server path for the provider, carrying a safe redirect only', () => {
    expect(providerLoginUrl('google', null)).toBe('/api/auth/google-login');
    expect(providerLoginUrl('microsoft', '/emberite?x=1')).toBe('/api/auth/microsoft-login?redirect=%2Femberite%3Fx%3D1');
    expect(providerLoginUrl('google', 'https://evil.example')).toBe('/api/auth/google-login');
  });
});
