import { type TSchema, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { CurrentUser } from '../../../shared/auth-contract';
import { FeatureFlags } from '../../../shared/feature-flags';
import { HOST_PAYOUTS } from '../../../shared/host-payouts';
import { DepositTerms } from '../../../shared/payments-contract';
import { SiteLinks } from '../../../shared/site-links';
import { firstLoadSettings } from '../../../client/data/first-load-settings';
import { isStoredIdentity, settings } from '../../../client/data/settings';
import { decodeSetting, encodeSetting, readSetting, type Setting, writeSetting } from '../../../client/data/stored-setting';

/** Malformed text as an older version, a hand edit or a half write could leave it. */
const MALFORMED = ['', 'not json', '{', '[1,', 'undefined', '{"a":', '"\\u12"'];

describe('stored settings', () => {
  it('read as their fallback when missing or malformed', () => {
    for (const setting of [
      ...Object.values(settings),
      firstLoadSettings.scrollPositions,
      firstLoadSettings.bootRetry,
      firstLoadSettings.codeSent('login'),
      firstLoadSettings.themePaint,
    ] as Setting<unknown>[]) {
      expect(decodeSetting(setting, null), setting.key).toEqual(setting.fallback);
      expect(decodeSetting(setting, undefined), setting.key).toEqual(setting.fallback);
      for (const raw of MALFORMED) expect(decodeSetting(setting, raw), `${setting.key} ${raw}`).toEqual(setting.fallback);
    }
  });

  it('read as their fallback when the JSON is well formed but of the wrong shape', () => {
    expect(decodeSetting(settings.featureFlags, '{"peopleBrowsing":"yes"}')).toBeNull();
    expect(decodeSetting(settings.featureFlags, '[true]')).toBeNull();
    expect(decodeSetting(settings.keptPoetryNight, '[]')).toBeNull();
    expect(decodeSetting(settings.keptPoetryNight, '["2026-12-04", 3]')).toBeNull();
    expect(decodeSetting(settings.lastUser, '{"id":7,"hasProfile":true}')).toBeNull();
    expect(decodeSetting(settings.depositTerms, '{"amountCents":"500","currency":"CAD","demo":true}')).toBeNull();
    expect(decodeSetting(firstLoadSettings.scrollPositions, '{"a":"top"}')).toEqual({});
    expect(decodeSetting(firstLoadSettings.bootRetry, '"soon"')).toBeNull();
    expect(decodeSetting(firstLoadSettings.themePaint, '{"id":"dark","properties":{"--bg":1},"dark":true,"themeColor":"#000"}')).toBeNull();
  });

  it('read back what was stored, older copies included', () => {
    expect(decodeSetting(settings.featureFlags, '{"peopleBrowsing":true}')).toEqual({ peopleBrowsing: true });
    expect(decodeSetting(settings.keptPoetryNight, encodeSetting(settings.keptPoetryNight, ['2026-12-04']))).toEqual(['2026-12-04']);
    // A copy of the deposit terms saved before the card form existed has no publishable key.
    expect(decodeSetting(settings.depositTerms, '{"amountCents":500,"currency":"CAD","demo":true}')).toEqual({
      amountCents: 500,
      currency: 'CAD',
      demo: true,
    });
    expect(decodeSetting(settings.lastUser, '{"id":"u1","hasProfile":false,"email":"a@b.co"}')).toMatchObject({ id: 'u1' });
    expect(decodeSetting(firstLoadSettings.bootRetry, String(1_700_000_000_000))).toBe(1_700_000_000_000);
    // The theme id is kept as its own text, as index.html's first-paint script reads it.
    expect(encodeSetting(firstLoadSettings.themeId, 'dark')).toBe('dark');
    expect(decodeSetting(firstLoadSettings.themeId, 'dark')).toBe('dark');
  });

  it('read as the fallback and write nothing where there is no web storage (a worker, a locked-down browser)', () => {
    expect(readSetting(firstLoadSettings.scrollPositions)).toEqual({});
    expect(writeSetting(firstLoadSettings.bootRetry, 1)).toBe(false);
  });

  it('keep in web storage what was written, and read a malformed value there as the fallback', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
    const scope = globalThis as { window?: unknown };
    scope.window = { sessionStorage: storage, localStorage: storage };
    try {
      expect(writeSetting(firstLoadSettings.scrollPositions, { a: 120 })).toBe(true);
      expect(readSetting(firstLoadSettings.scrollPositions)).toEqual({ a: 120 });
      items.set('scroll-positions', '{"a":');
      expect(readSetting(firstLoadSettings.scrollPositions)).toEqual({});
    } finally {
      delete scope.window;
    }
  });
});

/** Every setting as a TypeBox schema (the shared contract's where there is one): its check must agree with it. */
const SCHEMAS: [Setting<unknown>, TSchema][] = [
  [firstLoadSettings.scrollPositions, Type.Record(Type.String(), Type.Number())],
  [firstLoadSettings.bootRetry, Type.Union([Type.Number(), Type.Null()])],
  [
    firstLoadSettings.codeSent('login'),
    Type.Union([Type.Object({ email: Type.String({ minLength: 1 }), sentAt: Type.Number() }), Type.Null()]),
  ],
  [firstLoadSettings.themeId, Type.Union([Type.String(), Type.Null()])],
  [settings.featureFlags, Type.Union([Type.Partial(FeatureFlags), Type.Null()])],
  [
    settings.siteLinks,
    // The contract's hostPayouts is a plain JSON Schema enum (Type.Unsafe), which Value.Check cannot read: the same as literals.
    Type.Union([
      Type.Partial(
        Type.Composite([
          Type.Omit(SiteLinks, ['hostPayouts']),
          Type.Object({ hostPayouts: Type.Union(HOST_PAYOUTS.map((one) => Type.Literal(one))) }),
        ]),
      ),
      Type.Null(),
    ]),
  ],
  [
    settings.depositTerms,
    Type.Union([
      Type.Composite([Type.Omit(DepositTerms, ['publishableKey']), Type.Partial(Type.Pick(DepositTerms, ['publishableKey']))]),
      Type.Null(),
    ]),
  ],
  [settings.lastUser, Type.Union([Type.Pick(CurrentUser, ['id', 'hasProfile']), Type.Null()])],
  [settings.lastUserIdentities, Type.Array(Type.Unknown())],
  [settings.keptPoetryNight, Type.Union([Type.Array(Type.String(), { minItems: 1 }), Type.Null()])],
  [settings.reachMeDismissed, Type.Boolean()],
  [
    firstLoadSettings.themePaint,
    Type.Union([
      Type.Object({
        id: Type.String(),
        properties: Type.Record(Type.String(), Type.String()),
        dark: Type.Boolean(),
        themeColor: Type.String(),
      }),
      Type.Null(),
    ]),
  ],
];

const SAMPLES: unknown[] = [
  null,
  0,
  1_700_000_000_000,
  'dark',
  '',
  true,
  [],
  [1],
  {},
  { a: 1 },
  { a: 'x' },
  { email: 'a@b.co', sentAt: 1 },
  { email: '', sentAt: 1 },
  { email: 'a@b.co', sentAt: '1' },
  { id: 'dark', properties: { '--bg': '#000' }, dark: true, themeColor: '#000' },
  { id: 'dark', properties: { '--bg': 0 }, dark: true, themeColor: '#000' },
  { id: 'dark', properties: {}, dark: 'yes', themeColor: '#000' },
  { id: 'dark', dark: true, themeColor: '#000' },
  { peopleBrowsing: true },
  { peopleBrowsing: 'yes' },
  { discoverOpensAt: null, experiences: false },
  { discoverOpensAt: 3 },
  { hostPayouts: 'after-each-session', hostsPhone: null },
  { hostPayouts: 'weekly' },
  { pressArticle: { url: 'u', outlet: 'o', headline: 'h', published: '' } },
  { pressArticle: { url: 'u' } },
  { amountCents: 500, currency: 'CAD', demo: true },
  { amountCents: 500, currency: 'CAD', demo: true, publishableKey: null },
  { amountCents: 5.5, currency: 'CAD', demo: true },
  { amountCents: 500, currency: 'CAD', demo: true, publishableKey: 7 },
  { id: 'u1', hasProfile: false, email: 'a@b.co' },
  { id: 7, hasProfile: false },
  ['2026-12-04'],
  ['2026-12-04', 3],
];

describe('setting checks', () => {
  it('check what they read as their TypeBox schema would', () => {
    for (const [setting, schema] of SCHEMAS) {
      for (const sample of SAMPLES)
        expect(setting.check(sample), `${setting.key} ${JSON.stringify(sample)}`).toBe(Value.Check(schema, sample));
    }
  });
});

describe('stored identities', () => {
  it('are kept when they fit the contract, one by one', () => {
    const Identity = CurrentUser.properties.identities.items;
    for (const sample of [{ provider: 'google', userId: '1' }, { provider: 'google' }, { provider: 1, userId: '1' }, null, 'x']) {
      expect(isStoredIdentity(sample), JSON.stringify(sample)).toBe(Value.Check(Identity, sample));
    }
  });
});
