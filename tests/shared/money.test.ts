import { describe, expect, it } from 'vitest';
import { includedTaxCents } from '../../shared/money';

// Prices are tax-inclusive: the tax a receipt states is amount - amount / (1 + rate), rounded to the cent.
describe('the tax included in an amount', () => {
  it('is amount - amount / (1 + rate), to the nearest cent, down or up', () => {
    // $270 at 13%: $31.0619... is $31.06.
    expect(includedTaxCents(27_000, 13)).toBe(3_106);
    // $45 at 13%: $5.1769... is $5.18.
    expect(includedTaxCents(4_500, 13)).toBe(518);
    // $135 at 13%: $15.5309... is $15.53; $10 at 5%: $0.4761... is $0.48.
    expect(includedTaxCents(13_500, 13)).toBe(1_553);
    expect(includedTaxCents(1_000, 5)).toBe(48);
  });

  it('rounds an exact half cent up', () => {
    // 14 cents at 12%: 14 - 12.5 = 1.5 cents exactly; 42 cents: 4.5 cents.
    expect(includedTaxCents(14, 12)).toBe(2);
    expect(includedTaxCents(42, 12)).toBe(5);
  });

  it('takes a rate with decimals, and nothing of nothing', () => {
    // $50 at 14.975%: $6.5122... is $6.51.
    expect(includedTaxCents(5_000, 14.975)).toBe(651);
    expect(includedTaxCents(0, 13)).toBe(0);
  });
});
