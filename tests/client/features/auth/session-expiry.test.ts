import { describe, expect, it } from 'vitest';
import {
  COUNTDOWN_FROM,
  countdownAfterTick,
  reloginHintFrom,
  sessionExpiredTarget,
  withAuthSuccess,
} from '../../../../client/features/auth/session-expiry';

describe('session-expired countdown', () => {
  it('shows 5, 4, 3, 2, 1, one per second, then is done', () => {
    const shown: number[] = [];
    let count: number | 'done' = COUNTDOWN_FROM;
    while (count !== 'done') {
      shown.push(count);
      count = countdownAfterTick(count);
    }
    expect(shown).toEqual([5, 4, 3, 2, 1]);
  });
});

describe('who to sign in again', () => {
  const user = { id: 'sam@example.com', identities: [{ provider: 'google' }, { provider: 'microsoft' }] };

  it('the query names the provider and user when it has both', () => {
    expect(reloginHintFrom({ provider: 'microsoft', userId: 'x@example.com' }, user)).toEqual({
      provider: 'microsoft',
      userId: 'x@example.com',
    });
  });

  it("otherwise the last user's account id and first provider; none without a provider", () => {
    expect(reloginHintFrom({ provider: null, userId: null }, user)).toEqual({ provider: 'google', userId: 'sam@example.com' });
    expect(reloginHintFrom({ provider: 'google', userId: null }, { id: 'a@b.co', identities: [] })).toBeNull();
    expect(reloginHintFrom({ provider: null, userId: null }, null)).toBeNull();
  });
});

describe('where the countdown ends', () => {
  it('appends authSuccess=true, keeping the query and fragment', () => {
    expect(withAuthSuccess('/emberite')).toBe('/emberite?authSuccess=true');
    expect(withAuthSuccess('/emberite/people?page=2#list')).toBe('/emberite/people?page=2&authSuccess=true#list');
  });

  it('with a provider: its login path, the user id as login hint, the original page as post-login redirect', () => {
    expect(sessionExpiredTarget({ provider: 'google', userId: 'sam@example.com' }, '/emberite/people')).toBe(
      '/.auth/login/google?login_hint=sam%40example.com&post_login_redirect_uri=%2Femberite%2Fpeople%3FauthSuccess%3Dtrue',
    );
  });

  it('the original page defaults to /emberite, also when the given one is not a same-site path', () => {
    const expected = '/.auth/login/google?login_hint=a&post_login_redirect_uri=%2Femberite%3FauthSuccess%3Dtrue';
    expect(sessionExpiredTarget({ provider: 'google', userId: 'a' }, null)).toBe(expected);
    expect(sessionExpiredTarget({ provider: 'google', userId: 'a' }, 'https://evil.example')).toBe(expected);
  });

  it('without a provider: the login route with redirectedFrom', () => {
    expect(sessionExpiredTarget(null, '/emberite/people?page=2')).toBe('/login?redirectedFrom=%2Femberite%2Fpeople%3Fpage%3D2');
    expect(sessionExpiredTarget(null, null)).toBe('/login?redirectedFrom=%2Femberite');
  });
});
