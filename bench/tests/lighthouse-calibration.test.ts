import { describe, expect, it } from 'vitest';
import { midTierPhoneMultiplier } from '../lighthouse-calibration';

describe("Lighthouse's CPU calibration for a mid-tier phone", () => {
  it("gives the calculator's multipliers at its points and between them", () => {
    expect(midTierPhoneMultiplier(1533)).toBeCloseTo(4, 5);
    expect(midTierPhoneMultiplier(1300)).toBeCloseTo(3, 5);
    expect(midTierPhoneMultiplier(800)).toBeCloseTo(2, 5);
    expect(midTierPhoneMultiplier(150)).toBeCloseTo(1, 5);
    expect(midTierPhoneMultiplier(1050)).toBeCloseTo(2.5, 5);
    expect(midTierPhoneMultiplier(475)).toBeCloseTo(1.5, 5);
  });

  it('goes on past 4x on a faster host, and gives none for a host too slow to stand for the phone', () => {
    expect(midTierPhoneMultiplier(2000)).toBeCloseTo(3 + 700 / 233, 5);
    expect(midTierPhoneMultiplier(149)).toBeNull();
    expect(midTierPhoneMultiplier(Number.NaN)).toBeNull();
  });
});
