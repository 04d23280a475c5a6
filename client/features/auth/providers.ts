/** Identity providers the app knows by name and logo (docs/product-rules.md#sign-in, Settings > Authentication). */
export type KnownProvider = 'google' | 'microsoft';

const NAMES: Record<KnownProvider, string> = { google: 'Google', microsoft: 'Microsoft' };

/** docs/product-rules.md#sign-in: a provider we have no name for. */
export const UNKNOWN_PROVIDER_NAME = 'Unknown Provider';

export function isKnownProvider(id: string): id is KnownProvider {
  return Object.hasOwn(NAMES, id);
}

export function providerDisplayName(id: string): string {
  return isKnownProvider(id) ? NAMES[id] : UNKNOWN_PROVIDER_NAME;
}
