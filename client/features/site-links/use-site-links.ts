import { useLiveQuery } from 'dexie-react-hooks';
import type { SiteLinks } from '../../../shared/site-links';
import { apiCall } from '../../api/http';
import { refreshCached } from '../../data/cache-status';
import { db } from '../../data/db';
import { decodeSetting, encodeSetting, settings } from '../../data/settings';
import { useRefresh } from '../../data/use-refresh';

const SITE_LINKS = settings.siteLinks.key;
const NONE: SiteLinks = { pressArticle: null, buildersFormUrl: null, hostsPhone: null, hostPayouts: 'after-each-session' };

function refreshSiteLinks(): Promise<void> {
  return refreshCached(
    SITE_LINKS,
    () => apiCall('GET /site-links', {}),
    (links) => db.settings.put({ key: SITE_LINKS, value: encodeSetting(settings.siteLinks, links) }).then(() => undefined),
  );
}

/**
 * The installation's press article, builders' form, hosts' number and payouts (server configuration), saved on this
 * device so /press, /shopify-builders and the hosts page open offline too. Undefined while reading; nothing configured
 * (or never fetched) is NONE.
 */
export function useSiteLinks(): SiteLinks | undefined {
  useRefresh(refreshSiteLinks);
  return useLiveQuery(async () => {
    const row = await db.settings.get(SITE_LINKS);
    return { ...NONE, ...decodeSetting(settings.siteLinks, row?.value) };
  });
}
