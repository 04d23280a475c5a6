import { describe, it, expect } from 'vitest';
import {
  formatEffectiveDate,
  LEGAL_EFFECTIVE_DATE,
  MINIMUM_AGE,
  PLATFORM_FEE_PERCENT,
} from '../../../../client/features/legal/legal-constants';

describe('legal constants', () => {
  it('dates both legal documents 2025-01-15', () => {
    expect(LEGAL_EFFECTIVE_DATE).toBe('2025-01-15');
  });

  it('shows the effective date as "Effective January 15, 2025"', () => {
    expect(formatEffectiveDate()).toBe('Effective January 15, 2025');
  });

  it('formats other dates without shifting the day or zero-padding it', () => {
    expect(formatEffectiveDate('2026-12-01')).toBe('Effective December 1, 2026');
  });

  it('refuses text that is not an ISO calendar date', () => {
    expect(() => formatEffectiveDate('15/01/2025')).toThrow();
    expect(() => formatEffectiveDate('2025-13-01')).toThrow();
  });

  it('sets the minimum age at 20 and the platform fee at 20%', () => {
    expect(MINIMUM_AGE).toBe(20);
    expect(PLATFORM_FEE_PERCENT).toBe(20);
  });
});
