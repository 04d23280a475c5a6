import type { CurrentUser } from '../../../shared/auth';

type Identity = CurrentUser['identities'][number];

/**
 * Spec 000 §4: when a different user signs in, everything stored locally belongs to someone else and goes.
 * With no remembered user the local data is the visitor's own (e.g. the onboarding draft typed before
 * registering), so it stays.
 */
export function mustClearLocalData(rememberedUserId: string | undefined, incomingUserId: string): boolean {
  return rememberedUserId !== undefined && rememberedUserId !== incomingUserId;
}

/** Reads the remembered identities back; anything malformed (an older format, a hand edit) counts as none. */
export function parseRememberedIdentities(raw: string | undefined): Identity[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (item): item is Identity =>
        typeof item === 'object' && item !== null && typeof item.provider === 'string' && typeof item.userId === 'string',
    )
    .map(({ provider, userId }) => ({ provider, userId }));
}
