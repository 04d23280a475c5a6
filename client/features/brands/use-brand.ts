import type { BrandContent, BrandId } from './brand-content';
import { currentBrandId } from './brands';
import { advenchy } from './content/advenchy';
import { emberite } from './content/emberite';
import { kindling } from './content/kindling';

const BRANDS: Record<BrandId, BrandContent> = { emberite, advenchy, kindling };

/** The content of a brand: name, contact details, header and footer (landing copy is in each landing's chunk). */
export function brandContent(id: BrandId): BrandContent {
  return BRANDS[id];
}

/**
 * The current brand's content. The brand never changes while a page is open (it comes from the host name),
 * so this is a plain lookup; it is a hook so callers need not change if that ever stops being true.
 */
export function useBrand(): BrandContent {
  return brandContent(currentBrandId());
}
