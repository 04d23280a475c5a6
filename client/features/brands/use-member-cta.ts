import { usePublicPageSession } from '../auth/use-public-page-session';
import type { BrandLink } from './brand-content';
import { useBrand } from './use-brand';

/** The brand's way back into the app when a member (signed in, with a profile) is on a public page; null for anyone else. */
export function useMemberCta(): BrandLink | null {
  const session = usePublicPageSession();
  const brand = useBrand();
  return session.status === 'signed-in' && session.user.hasProfile ? brand.header.memberCta : null;
}
