import { describe, expect, it } from 'vitest';
import { brandForHost } from '../../../../server/features/brands/brand-for-host';

const map = { 'meet.example': 'emberite', 'go.example': 'advenchy', 'programs.example': 'kindling' } as const;

describe('brand by host name', () => {
  it('maps each configured host, ignoring case and port', () => {
    expect(brandForHost('go.example', map)).toBe('advenchy');
    expect(brandForHost('Programs.Example:8443', map)).toBe('kindling');
  });

  it('gives the first brand to unknown or missing hosts', () => {
    expect(brandForHost('elsewhere.example', map)).toBe('emberite');
    expect(brandForHost(undefined, map)).toBe('emberite');
    expect(brandForHost('[::1]:3000', map)).toBe('emberite');
  });
});
