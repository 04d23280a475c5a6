import path from 'node:path';
import type { BrandId } from '../shared/brands';
import type { PressArticle } from '../shared/site-links';
import {
  DEFAULT_BRAND_HOSTS,
  type OidcProviderConfig,
  type PaymentsConfig,
  parseBrandHosts,
  parseOidcProviders,
  parsePayments,
  parsePressArticle,
  parsePush,
  type PushConfig,
  parseTaxRates,
  parseVideos,
  type TaxRates,
  type VideosConfig,
} from './config-sections';
import { type MediaConfig, parseMedia } from './config-media';
import {
  ConfigError,
  isLoopback,
  parseDatabaseUrl,
  parseInstant,
  parseInteger,
  parseLinkUrl,
  parsePhone,
  parseSwitch,
} from './config-values';

export type { MediaConfig } from './config-media';
export type { OidcProviderConfig, PaymentsConfig, PushConfig, TaxRates, VideosConfig } from './config-sections';
export { ConfigError, isLoopback } from './config-values';

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
  /** Web push: the VAPID keys and subject, and which push endpoints a subscription may name. */
  push: PushConfig;
  /**
   * MATCH_SECONDS: the weekly matching's time budget for every city, overriding the per-city setting and the
   * default scaled to the city's size (features/cycle/match-budget.ts); 0 runs the fast default. Unset: null.
   */
  matchSeconds: number | null;
  mailFrom: string;
  /** Key for the HMACs of sign-in codes; when unset one is made once and kept in DATA_DIR/secret.key. */
  secretKey: string | null;
  oidcProviders: OidcProviderConfig[];
  /** Pre-launch: members cannot see each other before this instant (docs/product-rules.md#feature-flags); null when discover is open. */
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
  /** REQUIRE_INVITE_CODE=on: /start asks for a valid invite code before registering (docs/product-rules.md#feature-flags: off by default). */
  requireInviteCode: boolean;
  /** PEOPLE_BROWSING=on: people browsing (/emberite/people, its Search Settings) is open (docs/product-rules.md#feature-flags: off by default). */
  peopleBrowsing: boolean;
  /** AVAILABILITY=on: the availability screen (/emberite/availability) is open (docs/product-rules.md#feature-flags: off by default). */
  availability: boolean;
  /** EXPERIENCES=on: the experiences list (/emberite/experiences) is open (docs/product-rules.md#feature-flags: off by default). */
  experiences: boolean;
  /** Deposits: through Stripe when STRIPE_SECRET_KEY is set, else the demo provider (no money moves). */
  payments: PaymentsConfig;
  /** Video checks and the room unfinished uploads may take (README.md, configuration). */
  videos: VideosConfig;
  /** Where photos, videos and posters are kept: DATA_DIR/media, or an S3-compatible bucket every node shares. */
  media: MediaConfig;
  /**
   * TAX_RATES: the sales tax included in each city's prices, said on its receipts; a city not named has none (the
   * default for all). Prices stay tax-inclusive: the amount charged is the same either way.
   */
  taxRates: TaxRates;
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
    push: parsePush(env, publicUrl, env.MAIL_FROM || 'no-reply@localhost'),
    matchSeconds,
    mailFrom: env.MAIL_FROM || 'no-reply@localhost',
    secretKey: env.SECRET_KEY || null,
    oidcProviders: parseOidcProviders(env),
    discoverOpensAt: parseInstant('DISCOVER_OPENS_AT', env.DISCOVER_OPENS_AT),
    clockStart: parseClockStart(nodeEnv, env.CLOCK_START),
    testControls: parseTestControls(nodeEnv, host, env.TEST_CONTROLS, env.MEDIA_STORE),
    pressArticle: parsePressArticle(env),
    buildersFormUrl: parseLinkUrl('BUILDERS_FORM_URL', env.BUILDERS_FORM_URL),
    hostsPhone: parsePhone('HOSTS_PHONE', env.HOSTS_PHONE),
    requireInviteCode: parseSwitch('REQUIRE_INVITE_CODE', env.REQUIRE_INVITE_CODE),
    peopleBrowsing: parseSwitch('PEOPLE_BROWSING', env.PEOPLE_BROWSING),
    availability: parseSwitch('AVAILABILITY', env.AVAILABILITY),
    experiences: parseSwitch('EXPERIENCES', env.EXPERIENCES),
    payments: parsePayments(env),
    videos: parseVideos(env),
    media: parseMedia(env),
    taxRates: parseTaxRates(env.TAX_RATES),
  };
}

function parseClockStart(nodeEnv: Config['env'], raw: string | undefined): Date | null {
  if (raw && nodeEnv === 'production') throw new ConfigError('CLOCK_START is for demos and tests; it cannot be set in production');
  return parseInstant('CLOCK_START', raw);
}

/** The test controls wipe everything: only a server started for tests, reached from this machine alone, has them. */
function parseTestControls(nodeEnv: Config['env'], host: string, raw: string | undefined, mediaStore: string | undefined): boolean {
  if (!parseSwitch('TEST_CONTROLS', raw)) return false;
  // A reset empties DATA_DIR/media; it never empties a bucket that may be shared.
  if (mediaStore && mediaStore !== 'local') throw new ConfigError('TEST_CONTROLS needs MEDIA_STORE=local');
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

export function isHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return new URL(config.publicUrl).protocol === 'https:';
}
