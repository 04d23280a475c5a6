import { describe, expect, it } from 'vitest';
import { isKnownProvider, providerDisplayName, UNKNOWN_PROVIDER_NAME } from '../../../../client/features/auth/providers';

describe('identity provider names', () => {
  it('knows Google and Microsoft', () => {
    expect(providerDisplayName('google')).toBe('Google');
    expect(providerDisplayName('microsoft')).toBe('Microsoft');
  });

  it("calls anything else 'Unknown Provider', including names inherited from Object", () => {
    expect(UNKNOWN_PROVIDER_NAME).toBe('Unknown Provider');
    for (const id of ['okta', 'Google', 'toString', '__proto__', '']) {
      expect(providerDisplayName(id), id).toBe('Unknown Provider');
      expect(isKnownProvider(id)).toBe(false);
    }
  });
});
