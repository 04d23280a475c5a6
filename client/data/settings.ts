import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { FeatureFlags } from '../../shared/feature-flags';
import { DepositTerms } from '../../shared/payments-contract';
import { SiteLinks } from '../../shared/site-links';
import type { Setting } from './stored-setting';

export { decodeSetting, encodeSetting } from './stored-setting';

/** A setting whose stored value must fit `schema` (Value.Check), else reads as `fallback`. */
export interface SchemaSetting<S extends TSchema> extends Setting<Static<S>> {
  schema: S;
}

const setting = <S extends TSchema>(where: Setting<unknown>['where'], key: string, schema: S, fallback: Static<S>): SchemaSetting<S> => ({
  key,
  where,
  schema,
  check: (value): value is Static<S> => Value.Check(schema, value),
  fallback,
});

const Identity = Type.Object({ provider: Type.String(), userId: Type.String() });

/**
 * Every setting kept in the device database, by what it holds (the few the first bundle reads are in
 * first-load-settings.ts, and stored-setting.ts reads and writes both kinds).
 */
export const settings = {
  /** The installation's switches as last answered; fields added since then take their defaults. */
  featureFlags: setting('device-db', 'feature-flags', Type.Union([Type.Partial(FeatureFlags), Type.Null()]), null),
  /** The installation's links as last answered; fields added since then take their defaults. */
  siteLinks: setting('device-db', 'site-links', Type.Union([Type.Partial(SiteLinks), Type.Null()]), null),
  /** The deposit terms as last answered (a copy saved before the card form had no publishable key). */
  depositTerms: setting(
    'device-db',
    'deposit-terms',
    Type.Union([
      Type.Composite([Type.Omit(DepositTerms, ['publishableKey']), Type.Partial(Type.Pick(DepositTerms, ['publishableKey']))]),
      Type.Null(),
    ]),
    null,
  ),
  /** The user last signed in here, as the server described them then (what a screen needs of it is checked). */
  lastUser: setting(
    'device-db',
    'lastUser',
    Type.Union([Type.Object({ id: Type.String(), hasProfile: Type.Boolean() }), Type.Null()]),
    null,
  ),
  /** Their identities, for the session-expired screen; each malformed entry is left out. */
  lastUserIdentities: setting('device-db', 'lastUserIdentities', Type.Array(Type.Unknown()), []),
  /** A poetry night answer made signed out: its Fridays, kept until someone signs in (and across a user change). */
  keptPoetryNight: setting('device-db', 'poetry-night-join', Type.Union([Type.Array(Type.String(), { minItems: 1 }), Type.Null()]), null),
};

/** An identity as stored, if well formed. */
export const isStoredIdentity = (item: unknown): item is Static<typeof Identity> => Value.Check(Identity, item);
