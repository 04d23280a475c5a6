import os from 'node:os';
import path from 'node:path';
import { BRAND_IDS, type BrandId } from '../shared/brands';
import type { FormatCity } from '../shared/event-format-wizard';
import { FORMAT_CITIES } from '../shared/event-formats';
import type { IncludedTax } from '../shared/money';
import type { PressArticle } from '../shared/site-links';

/** Everything the server reads from the environment, parsed once. See the configuration table in README.md. */
export interface Config {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** postgres://... to run on PostgreSQL 15+; null keeps the embedded SQLite file DATA_DIR/app.db. */
  databaseUrl: string | null;
  /** The address people use to reach the app; decides https-only cookie names and HSTS. */
  publicUrl: string;
  /** Where the built PWA lives (vite build output). */
  clientDir: string;
  /** host name (lower case, no port) → brand; hosts not listed get the first brand. */
  brandHosts: Record<string, BrandId>;
  logLevel: string;
  /** Proxy addresses whose X-Forwarded-For is believed (Fastify trustProxy); empty trusts none. */
  trustProxy: string[];
  shutdownTimeoutMs: number;
  /** Load clearly-marked demo content into an empty database. */
  demoData: boolean;
  /** smtp(s)://user:pass@host:port; without it (outside production) mail goes to the dev outbox. */
  smtpUrl: string | null;
  /**
   * MATCH_SECONDS: the weekly matching's time budget for every city, overriding the per-city setting and the
   * default scaled to the city's size (features/cycle/match-budget.ts); 0 runs the fast default. Unset: null.
   */
  matchSeconds: number | null;
  mailFrom: string;
  /** Key for the HMACs of sign-in codes; when unset one is made once and kept in DATA_DIR/secret.key. */
  secretKey: string | null;
  oidcProviders: OidcProviderConfig[];
  /** Pre-launch: members cannot see each other before this instant (spec 001 §1); null when discover is open. */
  discoverOpensAt: Date | null;
  /**
   * Outside production only: the clock starts at this instant and runs on from there, so a demo or a test server
   * can stand at any point of the weekly cycle. Null is the real clock.
   */
  clockStart: Date | null;
  /**
   * TEST_CONTROLS=on, with NODE_ENV=test only: the end-to-end tests' controls (features/test-controls), which empty
   * the database and move the clock. Off, their routes do not exist.
   */
  testControls: boolean;
  /** The article on /press (PRESS_ARTICLE_URL and friends); null shows that there is no coverage yet. */
  pressArticle: PressArticle | null;
  /** The builders' interest form (BUILDERS_FORM_URL); null sends builders to the contact address. */
  buildersFormUrl: string | null;
  /** HOSTS_PHONE: the number the hosts page's chat gives for texting us; null gives the contact address instead. */
  hostsPhone: string | null;
  /** REQUIRE_INVITE_CODE=on: /start asks for a valid invite code before registering (spec 001 §1: off by default). */
  requireInviteCode: boolean;
  /** PEOPLE_BROWSING=on: people browsing (/emberite/people, its Search Settings) is open (spec 001 §1: off by default). */
  peopleBrowsing: boolean;
  /** AVAILABILITY=on: the availability screen (/emberite/availability) is open (spec 001 §1: off by default). */
  availability: boolean;
  /** EXPERIENCES=on: the experiences list (/emberite/experiences) is open (spec 001 §1: off by default). */
  experiences: boolean;
  /** Deposits: through Stripe when STRIPE_SECRET_KEY is set, else the demo provider (no money moves). */
  payments: PaymentsConfig;
  /** Video checks and the room unfinished uploads may take (README.md, configuration). */
  videos: VideosConfig;
  /**
   * TAX_RATES: the sales tax included in each city's prices, said on its receipts; a city not named has none (the
   * default for all). Prices stay tax-inclusive: the amount charged is the same either way.
   */
  taxRates: TaxRates;
}

export type TaxRates = Partial<Record<FormatCity, IncludedTax>>;

export interface VideosConfig {
  /** VIDEO_CHECKS: videos checked at once (ffprobe/ffmpeg, one core each); default half the cores, at least 1. */
  checks: number;
  /** VIDEO_CHECKS_WAITING (default 8): uploads that may wait for a check; one more is answered 503 at once. */
  checksWaiting: number;
  /** VIDEO_UNFINISHED_MB_PER_MEMBER (default 100): the bytes one member's unfinished uploads may hold. */
  unfinishedMemberBytes: number;
  /** VIDEO_UNFINISHED_MB_TOTAL (default 2048): the bytes all unfinished uploads together may hold. */
  unfinishedTotalBytes: number;
  /** VIDEO_UPLOAD_MIN_FREE_MB (default 1024): a new upload is refused when it would leave less free on the disk. */
  minFreeBytes: number;
  /** VIDEO_UNFINISHED_HOURS (default 6): an upload is removed this long after it began, finished or not. */
  unfinishedMs: number;
}

export interface PaymentsConfig {
  stripe: {
    secretKey: string;
    /** The endpoint's signing secret (whsec_...): webhooks are believed only when signed with it. */
    webhookSecret: string;
    /**
     * STRIPE_CONNECT_WEBHOOK_SECRET: the signing secret of the endpoint that receives connected accounts' events (hosts'
     * accounts and payouts); Stripe gives that endpoint its own secret. Unset: only the platform's events are believed.
     */
    connectWebhookSecret: string | null;
    /** STRIPE_PUBLISHABLE_KEY (pk_...): what the card form (Stripe.js) is loaded with; without it no card can be saved. */
    publishableKey: string | null;
    /** STRIPE_API_URL: another API address (a local Stripe-compatible server); unset is Stripe's own. */
    host?: string;
    port?: number;
    protocol?: 'http' | 'https';
  } | null;
  /** DEPOSIT_CENTS (integer cents, default 1000) and DEPOSIT_CURRENCY (default cad). */
  deposit: { amountCents: number; currency: string };
}

/** An OpenID Connect provider people can sign in with (Google-type and Microsoft-type). */
export interface OidcProviderConfig {
  id: 'google' | 'microsoft';
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const OIDC_PROVIDERS = [
  { id: 'google', name: 'Google', prefix: 'OIDC_GOOGLE' },
  { id: 'microsoft', name: 'Microsoft', prefix: 'OIDC_MICROSOFT' },
] as const;

/** A provider is on when its issuer, client id and secret are all set; partly set is a mistake worth stopping for. */
function parseOidcProviders(env: NodeJS.ProcessEnv): OidcProviderConfig[] {
  const providers: OidcProviderConfig[] = [];
  for (const { id, name, prefix } of OIDC_PROVIDERS) {
    const issuer = env[`${prefix}_ISSUER`];
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    const given = [issuer, clientId, clientSecret].filter(Boolean).length;
    if (given === 0) continue;
    if (given < 3) throw new ConfigError(`${prefix}_ISSUER, ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
    providers.push({ id, name, issuer: issuer!, clientId: clientId!, clientSecret: clientSecret! });
  }
  return providers;
}

export class ConfigError extends Error {}

const DEFAULT_BRAND_HOSTS = 'localhost=emberite,emberite.localhost=emberite,advenchy.localhost=advenchy,kindling.localhost=kindling';

function parseBrandHosts(raw: string): Record<string, BrandId> {
  const map: Record<string, BrandId> = {};
  for (const pair of raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [host, brand] = pair.split('=').map((s) => s.trim().toLowerCase());
    if (!host || !brand || !(BRAND_IDS as readonly string[]).includes(brand)) {
      throw new ConfigError(`BRAND_HOSTS: "${pair}" is not host=brand with brand one of ${BRAND_IDS.join(', ')}`);
    }
    map[host] = brand as BrandId;
  }
  return map;
}

function parseInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  return value;
}

function parseInstant(name: string, raw: string | undefined): Date | null {
  if (!raw) return null;
  const value = new Date(raw);
  if (Number.isNaN(value.getTime())) throw new ConfigError(`${name} must be a date or an ISO date-time, got "${raw}"`);
  return value;
}

/** An address people are sent to from a page: absolute http(s), or unset. */
function parseLinkUrl(name: string, raw: string | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  return url.toString();
}

/** A phone number as people dial it: digits, spaces, +, -, dots and parentheses, with at least 7 digits. */
function parsePhone(name: string, raw: string | undefined): string | null {
  const phone = raw?.trim();
  if (!phone) return null;
  if (!/^\+?[\d\s().-]{7,30}$/.test(phone) || (phone.match(/\d/g)?.length ?? 0) < 7)
    throw new ConfigError(`${name} must be a phone number such as +1 416 555 0142, got "${raw}"`);
  return phone;
}

/** The press article: its URL turns it on; the outlet defaults to the URL's host, the headline to a plain one. */
function parsePressArticle(env: NodeJS.ProcessEnv): PressArticle | null {
  const url = parseLinkUrl('PRESS_ARTICLE_URL', env.PRESS_ARTICLE_URL);
  if (!url) {
    if (env.PRESS_ARTICLE_HEADLINE || env.PRESS_ARTICLE_OUTLET)
      throw new ConfigError('PRESS_ARTICLE_HEADLINE and PRESS_ARTICLE_OUTLET need PRESS_ARTICLE_URL');
    return null;
  }
  return {
    url,
    outlet: env.PRESS_ARTICLE_OUTLET || new URL(url).hostname.replace(/^www\./, ''),
    headline: env.PRESS_ARTICLE_HEADLINE || 'read what was written about us',
    published: env.PRESS_ARTICLE_PUBLISHED || '',
  };
}

function parseEnvName(raw: string | undefined): Config['env'] {
  if (raw === 'production' || raw === 'test') return raw;
  return 'development';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = parseInteger('PORT', env.PORT, 3000);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(publicUrl);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute URL, got "${publicUrl}"`);
  }
  const nodeEnv = parseEnvName(env.NODE_ENV);
  const smtpUrl = env.SMTP_URL || null;
  const matchSeconds = env.MATCH_SECONDS ? Number(env.MATCH_SECONDS) : null;
  if (matchSeconds !== null && !(Number.isFinite(matchSeconds) && matchSeconds >= 0 && matchSeconds <= 3600)) {
    throw new ConfigError(`MATCH_SECONDS must be a number of seconds from 0 to 3600, got "${env.MATCH_SECONDS}"`);
  }
  if (nodeEnv === 'production' && !smtpUrl) {
    throw new ConfigError(
      'SMTP_URL is required in production: sign-in codes are sent by e-mail (e.g. smtps://user:pass@mail.example.com:465)',
    );
  }
  const host = env.HOST || '127.0.0.1';
  if (!smtpUrl && !isLoopback(host)) {
    throw new ConfigError(
      `HOST is ${host} but SMTP_URL is unset: sign-in codes would be kept at /dev/outbox, readable by anyone who can reach ` +
        'this port. Set SMTP_URL, or listen on 127.0.0.1 (the default) and reach the app through a proxy on this machine.',
    );
  }
  return {
    env: nodeEnv,
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    publicUrl,
    clientDir: path.resolve(env.CLIENT_DIR || './dist/client'),
    brandHosts: parseBrandHosts(env.BRAND_HOSTS ?? DEFAULT_BRAND_HOSTS),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: (env.TRUST_PROXY || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    shutdownTimeoutMs: parseInteger('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000),
    demoData: env.DEMO_DATA !== 'off',
    smtpUrl,
    matchSeconds,
    mailFrom: env.MAIL_FROM || 'no-reply@localhost',
    secretKey: env.SECRET_KEY || null,
    oidcProviders: parseOidcProviders(env),
    discoverOpensAt: parseInstant('DISCOVER_OPENS_AT', env.DISCOVER_OPENS_AT),
    clockStart: parseClockStart(nodeEnv, env.CLOCK_START),
    testControls: parseTestControls(nodeEnv, host, env.TEST_CONTROLS),
    pressArticle: parsePressArticle(env),
    buildersFormUrl: parseLinkUrl('BUILDERS_FORM_URL', env.BUILDERS_FORM_URL),
    hostsPhone: parsePhone('HOSTS_PHONE', env.HOSTS_PHONE),
    requireInviteCode: parseSwitch('REQUIRE_INVITE_CODE', env.REQUIRE_INVITE_CODE),
    peopleBrowsing: parseSwitch('PEOPLE_BROWSING', env.PEOPLE_BROWSING),
    availability: parseSwitch('AVAILABILITY', env.AVAILABILITY),
    experiences: parseSwitch('EXPERIENCES', env.EXPERIENCES),
    payments: parsePayments(env),
    videos: parseVideos(env),
    taxRates: parseTaxRates(env.TAX_RATES),
  };
}

/** TAX_RATES: comma-separated city:percent:name, e.g. "toronto:13:HST,vancouver:5:GST"; unset or empty is none. */
function parseTaxRates(raw: string | undefined): TaxRates {
  const rates: TaxRates = {};
  const example = 'e.g. toronto:13:HST';
  for (const entry of (raw ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const parts = entry.split(':').map((p) => p.trim());
    if (parts.length !== 3) throw new ConfigError(`TAX_RATES: "${entry}" is not city:percent:name (${example})`);
    const [city, percent, name] = parts as [string, string, string];
    if (!(FORMAT_CITIES as readonly string[]).includes(city))
      throw new ConfigError(`TAX_RATES: "${city}" is not a city; the cities are ${FORMAT_CITIES.join(', ')}`);
    if (city in rates) throw new ConfigError(`TAX_RATES names ${city} twice`);
    const value = Number(percent);
    // Thousandths of a percent at most: includedTaxCents works in them (Quebec's 14.975% fits).
    if (!/^\d{1,2}(\.\d{1,3})?$/.test(percent) || value <= 0)
      throw new ConfigError(
        `TAX_RATES: the rate of ${city} must be a percentage above 0 and below 100, at most 3 decimals, got "${percent}"`,
      );
    if (!/^[A-Za-z][A-Za-z0-9+ -]{0,19}$/.test(name))
      throw new ConfigError(`TAX_RATES: the tax of ${city} needs a name as receipts say it, such as HST or GST, got "${name}"`);
    rates[city as FormatCity] = { name, percent: value };
  }
  return rates;
}

const MB = 1024 * 1024;

function parseVideos(env: NodeJS.ProcessEnv): VideosConfig {
  const atLeastOne = (name: string, fallback: number) => {
    const value = parseInteger(name, env[name], fallback);
    if (value < 1) throw new ConfigError(`${name} must be at least 1, got ${value}`);
    return value;
  };
  return {
    checks: atLeastOne('VIDEO_CHECKS', Math.max(1, Math.floor(os.availableParallelism() / 2))),
    checksWaiting: parseInteger('VIDEO_CHECKS_WAITING', env.VIDEO_CHECKS_WAITING, 8),
    unfinishedMemberBytes: atLeastOne('VIDEO_UNFINISHED_MB_PER_MEMBER', 100) * MB,
    unfinishedTotalBytes: atLeastOne('VIDEO_UNFINISHED_MB_TOTAL', 2048) * MB,
    minFreeBytes: parseInteger('VIDEO_UPLOAD_MIN_FREE_MB', env.VIDEO_UPLOAD_MIN_FREE_MB, 1024) * MB,
    unfinishedMs: atLeastOne('VIDEO_UNFINISHED_HOURS', 6) * 60 * 60 * 1000,
  };
}

function parsePayments(env: NodeJS.ProcessEnv): PaymentsConfig {
  const amountCents = parseInteger('DEPOSIT_CENTS', env.DEPOSIT_CENTS, 1000);
  if (amountCents < 50 || amountCents > 100_000) throw new ConfigError(`DEPOSIT_CENTS must be 50 to 100000 cents, got ${amountCents}`);
  const currency = (env.DEPOSIT_CURRENCY || 'cad').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw new ConfigError(`DEPOSIT_CURRENCY must be a three-letter currency code, got "${currency}"`);
  const secretKey = env.STRIPE_SECRET_KEY || null;
  if (!secretKey) {
    if (env.STRIPE_WEBHOOK_SECRET || env.STRIPE_API_URL || env.STRIPE_PUBLISHABLE_KEY || env.STRIPE_CONNECT_WEBHOOK_SECRET)
      throw new ConfigError(
        'STRIPE_WEBHOOK_SECRET, STRIPE_CONNECT_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY and STRIPE_API_URL need STRIPE_SECRET_KEY',
      );
    return { stripe: null, deposit: { amountCents, currency } };
  }
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (!webhookSecret) throw new ConfigError("STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET (the webhook endpoint's signing secret)");
  const connectWebhookSecret = env.STRIPE_CONNECT_WEBHOOK_SECRET || null;
  if (connectWebhookSecret && !connectWebhookSecret.startsWith('whsec_'))
    throw new ConfigError('STRIPE_CONNECT_WEBHOOK_SECRET must be a webhook signing secret (whsec_...)');
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY || null;
  if (publishableKey && !/^pk_(test|live)_[A-Za-z0-9]+$/.test(publishableKey))
    throw new ConfigError('STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_test_... or pk_live_...)');
  const api = parseLinkUrl('STRIPE_API_URL', env.STRIPE_API_URL);
  const address = api ? new URL(api) : null;
  return {
    stripe: {
      secretKey,
      webhookSecret,
      connectWebhookSecret,
      publishableKey,
      ...(address
        ? {
            host: address.hostname,
            port: Number(address.port || (address.protocol === 'https:' ? 443 : 80)),
            protocol: address.protocol === 'https:' ? ('https' as const) : ('http' as const),
          }
        : {}),
    },
    deposit: { amountCents, currency },
  };
}

/** A feature switch: on or off (unset is off). */
function parseSwitch(name: string, raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === 'off') return false;
  if (raw === 'on') return true;
  throw new ConfigError(`${name} must be on or off`);
}

function parseDatabaseUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  if (!/^postgres(ql)?:\/\//.test(raw)) {
    throw new ConfigError('DATABASE_URL must be a postgres://user:password@host:5432/database address (leave it unset for SQLite)');
  }
  return raw;
}

function parseClockStart(nodeEnv: Config['env'], raw: string | undefined): Date | null {
  if (raw && nodeEnv === 'production') throw new ConfigError('CLOCK_START is for demos and tests; it cannot be set in production');
  return parseInstant('CLOCK_START', raw);
}

/** The test controls wipe everything: only a server started for tests, reached from this machine alone, has them. */
function parseTestControls(nodeEnv: Config['env'], host: string, raw: string | undefined): boolean {
  if (!parseSwitch('TEST_CONTROLS', raw)) return false;
  if (nodeEnv !== 'test') throw new ConfigError('TEST_CONTROLS is for end-to-end tests: it needs NODE_ENV=test');
  if (!isLoopback(host)) throw new ConfigError(`TEST_CONTROLS needs HOST on loopback (127.0.0.1), not ${host}`);
  return true;
}

/** The clock every rule reads: the real one, or one that started at CLOCK_START and runs at normal speed. */
export function clockOf(config: Pick<Config, 'clockStart'>): () => Date {
  if (!config.clockStart) return () => new Date();
  const offset = config.clockStart.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

/** An address only this machine can reach: 127.0.0.0/8, ::1, localhost. */
export function isLoopback(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/^::ffff:/, '');
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

export function isHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return new URL(config.publicUrl).protocol === 'https:';
}
