import { DEFAULT_BRAND, type BrandId } from '../../../shared/brands';

/** The brand a request is served as, from its Host header; unknown hosts get the first brand. */
export function brandForHost(hostHeader: string | undefined, brandHosts: Record<string, BrandId>): BrandId {
  if (!hostHeader) return DEFAULT_BRAND;
  const host = hostHeader
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1');
  return brandHosts[host] ?? DEFAULT_BRAND;
}
