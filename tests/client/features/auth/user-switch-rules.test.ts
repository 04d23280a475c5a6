import { describe, expect, it } from 'vitest';
import { mustClearLocalData, parseRememberedIdentities } from '../../../../client/features/auth/user-switch-rules';

describe('user change', () => {
  it('clears local data when a different user signs in than the one whose data is stored', () => {
    expect(mustClearLocalData('sam@example.com', 'alex@example.com')).toBe(true);
  });

  it('keeps it for the same user coming back', () => {
    expect(mustClearLocalData('sam@example.com', 'sam@example.com')).toBe(false);
  });

  it("keeps it when nobody is remembered: it is the visitor's own (the onboarding draft before registering)", () => {
    expect(mustClearLocalData(undefined, 'sam@example.com')).toBe(false);
  });
});

describe('remembered identities', () => {
  it('reads back what was stored', () => {
    const stored = JSON.stringify([{ provider: 'google', userId: '1234' }]);
    expect(parseRememberedIdentities(stored)).toEqual([{ provider: 'google', userId: '1234' }]);
  });

  it('treats missing or malformed values as none, and drops malformed entries', () => {
    expect(parseRememberedIdentities(undefined)).toEqual([]);
    expect(parseRememberedIdentities('not json')).toEqual([]);
    expect(parseRememberedIdentities('{"provider":"google"}')).toEqual([]);
    expect(parseRememberedIdentities('[{"provider":"google"},null,{"provider":"okta","userId":"9","extra":1}]')).toEqual([
      { provider: 'okta', userId: '9' },
    ]);
  });
});
