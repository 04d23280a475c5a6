import { describe, it, expect } from 'vitest';
import { brandIdFrom, currentBrandId } from '../../../../client/features/brands/brands';
import { brandContent } from '../../../../client/features/brands/use-brand';

function rootWithBrand(brand: string | undefined): HTMLElement {
  return { dataset: brand === undefined ? {} : { brand } } as unknown as HTMLElement;
}

describe('currentBrandId', () => {
  it('reads the brand the server wrote to <html data-brand>', () => {
    expect(currentBrandId(rootWithBrand('advenchy'))).toBe('advenchy');
    expect(currentBrandId(rootWithBrand('kindling'))).toBe('kindling');
  });

  it('falls back to the first brand for missing or unknown values, and without a document', () => {
    expect(currentBrandId(rootWithBrand(undefined))).toBe('emberite');
    expect(currentBrandId(rootWithBrand('Kindling'))).toBe('emberite');
    expect(brandIdFrom('')).toBe('emberite');
    expect(currentBrandId(undefined)).toBe('emberite');
  });
});

describe('brandContent', () => {
  it('returns the content module of each brand', () => {
    expect(brandContent('emberite').name).toBe('emberite');
    expect(brandContent('advenchy').name).toBe('advenchy');
    expect(brandContent('kindling').name).toBe('kindling');
  });
});
