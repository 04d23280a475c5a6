import type { FeatureFlags } from '../../shared/feature-flags';
import { HOST_PAYOUTS } from '../../shared/host-payouts';
import type { DepositTerms } from '../../shared/payments-contract';
import type { SiteLinks } from '../../shared/site-links';
import type { Setting } from './stored-setting';

export { decodeSetting, encodeSetting } from './stored-setting';

/**
 * Every setting kept in the device database, by what it holds (the few the first bundle reads are in
 * first-load-settings.ts; stored-setting.ts reads and writes both kinds). The client never loads TypeBox
 * (tests/client/api/contract-imports.test.ts), so each check is written here, and tests/client/data/settings.test.ts
 * holds it to the TypeBox schema of the same value (the shared contract's, where there is one).
 */
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const orNull =
  (is: (value: unknown) => boolean) =>
  (value: unknown): boolean =>
    value === null || is(value);
/** Each field that is there has its type (fields may be missing: a copy saved before they existed). */
const fieldsFit = (value: Record<string, unknown>, fields: Record<string, (value: unknown) => boolean>): boolean =>
  Object.entries(fields).every(([name, is]) => value[name] === undefined || is(value[name]));

const define = <T>(setting: Setting<T>): Setting<T> => setting;

const isPressArticle = (value: unknown) =>
  isObject(value) && isString(value.url) && isString(value.outlet) && isString(value.headline) && isString(value.published);

/** An identity as stored, if well formed. */
export const isStoredIdentity = (item: unknown): item is { provider: string; userId: string } =>
  isObject(item) && isString(item.provider) && isString(item.userId);

export const settings = {
  /** The installation's switches as last answered; fields added since then take their defaults. */
  featureFlags: define<Partial<FeatureFlags> | null>({
    where: 'device-db',
    key: 'feature-flags',
    check: (value): value is Partial<FeatureFlags> | null =>
      value === null ||
      (isObject(value) &&
        fieldsFit(value, {
          requireInviteCode: isBoolean,
          peopleBrowsing: isBoolean,
          availability: isBoolean,
          experiences: isBoolean,
          discoverOpensAt: orNull(isString),
        })),
    fallback: null,
  }),
  /** The installation's links as last answered; fields added since then take their defaults. */
  siteLinks: define<Partial<SiteLinks> | null>({
    where: 'device-db',
    key: 'site-links',
    check: (value): value is Partial<SiteLinks> | null =>
      value === null ||
      (isObject(value) &&
        fieldsFit(value, {
          pressArticle: orNull(isPressArticle),
          buildersFormUrl: orNull(isString),
          hostsPhone: orNull(isString),
          hostPayouts: (payouts) => (HOST_PAYOUTS as readonly unknown[]).includes(payouts),
        })),
    fallback: null,
  }),
  /** The deposit terms as last answered (a copy saved before the card form has no publishable key). */
  depositTerms: define<DepositTerms | null>({
    where: 'device-db',
    key: 'deposit-terms',
    check: (value): value is DepositTerms | null =>
      value === null ||
      (isObject(value) &&
        Number.isInteger(value.amountCents) &&
        isString(value.currency) &&
        isBoolean(value.demo) &&
        fieldsFit(value, { publishableKey: orNull(isString) })),
    fallback: null,
  }),
  /** The user last signed in here, as the server described them then (what a screen needs of it is checked). */
  lastUser: define<{ id: string; hasProfile: boolean } | null>({
    where: 'device-db',
    key: 'lastUser',
    check: (value): value is { id: string; hasProfile: boolean } | null =>
      value === null || (isObject(value) && isString(value.id) && isBoolean(value.hasProfile)),
    fallback: null,
  }),
  /** Their identities, for the session-expired screen; each malformed entry is left out. */
  lastUserIdentities: define<unknown[]>({
    where: 'device-db',
    key: 'lastUserIdentities',
    check: (value): value is unknown[] => Array.isArray(value),
    fallback: [],
  }),
  /** The member said "not now" to the card offering notifications after an accepted invite: it is not shown again. */
  reachMeDismissed: define<boolean>({
    where: 'device-db',
    key: 'reach-me-dismissed',
    check: (value): value is boolean => isBoolean(value),
    fallback: false,
  }),
  /** A poetry night answer made signed out: its Fridays, kept until someone signs in (and across a user change). */
  keptPoetryNight: define<string[] | null>({
    where: 'device-db',
    key: 'poetry-night-join',
    check: (value): value is string[] | null => value === null || (Array.isArray(value) && value.length > 0 && value.every(isString)),
    fallback: null,
  }),
};
