/** Identity providers the app knows by name and logo (spec 001 §2, Settings > Authentication). */
export type KnownProvider = 'google' | 'microsoft';

const NAMES: Record<KnownProvider, string> = { google: 'Google', microsoft: 'Microsoft' };

/** Spec 000 §8: a provider we have no name for. */
export const UNKNOWN_PROVIDER_NAME = 'Unknown Provider';

export function isKnownProvider(id: string): id is KnownProvider {
  return Object.hasOwn(NAMES, id);
}

export function providerDisplayName(id: string): string {
  return isKnownProvider(id) ? NAMES[id] : UNKNOWN_PROVIDER_NAME;
}
