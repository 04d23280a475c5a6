import * as client from 'openid-client';
import type { OidcProviderConfig } from '../../../config';

/**
 * openid-client refuses plain http, rightly. A provider on this machine (the tests' provider, a developer's
 * local one) never leaves it, so http is allowed there and nowhere else.
 */
export function isLoopbackHttp(issuer: string): boolean {
  const url = new URL(issuer);
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/**
 * The provider's metadata and keys, fetched on the first sign-in with it and kept for the life of the process
 * (openid-client refreshes the signing keys itself when they rotate). A failed discovery is forgotten, so the
 * next sign-in tries again.
 */
export function providerDiscovery() {
  const cache = new Map<string, Promise<client.Configuration>>();
  return function configurationOf(provider: OidcProviderConfig): Promise<client.Configuration> {
    const cached = cache.get(provider.id);
    if (cached) return cached;
    const found = client.discovery(
      new URL(provider.issuer),
      provider.clientId,
      provider.clientSecret,
      undefined,
      isLoopbackHttp(provider.issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    cache.set(provider.id, found);
    found.catch(() => {
      if (cache.get(provider.id) === found) cache.delete(provider.id);
    });
    return found;
  };
}
