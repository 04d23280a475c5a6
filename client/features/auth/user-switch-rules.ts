import type { CurrentUser } from '../../../shared/auth';
import { decodeSetting, isStoredIdentity, settings } from '../../data/settings';

type Identity = CurrentUser['identities'][number];

/**
 * docs/product-rules.md#sign-in: when a different user signs in, everything stored locally belongs to someone else and goes.
 * With no remembered user the local data is the visitor's own (e.g. the onboarding draft typed before
 * registering), so it stays.
 */
export function mustClearLocalData(rememberedUserId: string | undefined, incomingUserId: string): boolean {
  return rememberedUserId !== undefined && rememberedUserId !== incomingUserId;
}

/** Reads the remembered identities back; anything malformed (an older format, a hand edit) counts as none. */
export function parseRememberedIdentities(raw: string | undefined): Identity[] {
  return decodeSetting(settings.lastUserIdentities, raw)
    .filter(isStoredIdentity)
    .map(({ provider, userId }) => ({ provider, userId }));
}
