import { DEFAULT_BRAND, isBrandId } from '../../../shared/brands';
import { prerenderBrand } from '../../prerendered-page';
import type { BrandId } from './brand-content';

/**
 * The brand this page is served as. The server picks it from the host name and writes it to
 * <html data-brand="...">; anything missing or unknown means the first brand. At build time (no document) it is
 * the brand being pre-rendered.
 */
export function currentBrandId(root: HTMLElement | undefined = globalThis.document?.documentElement): BrandId {
  return brandIdFrom(root?.dataset.brand ?? prerenderBrand());
}

/** The brand for a raw data-brand value; unknown values fall back to the default brand. */
export function brandIdFrom(value: string | undefined): BrandId {
  return isBrandId(value) ? value : DEFAULT_BRAND;
}
