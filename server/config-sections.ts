import os from 'node:os';
import { BRAND_IDS, type BrandId } from '../shared/brands';
import type { FormatCity } from '../shared/format-places';
import { FORMAT_CITIES } from '../shared/event-formats';
import type { IncludedTax } from '../shared/money';
import type { PressArticle } from '../shared/site-links';
import { ConfigError, parseInteger, parseLinkUrl } from './config-values';

/** The configuration's larger sections, each parsed and checked from the environment; config.ts assembles them. */

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
export function parseOidcProviders(env: NodeJS.ProcessEnv): OidcProviderConfig[] {
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

export const DEFAULT_BRAND_HOSTS = 'localhost=emberite,emberite.localhost=emberite,advenchy.localhost=advenchy,kindling.localhost=kindling';

export function parseBrandHosts(raw: string): Record<string, BrandId> {
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

/** The press article: its URL turns it on; the outlet defaults to the URL's host, the headline to a plain one. */
export function parsePressArticle(env: NodeJS.ProcessEnv): PressArticle | null {
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

/** TAX_RATES: comma-separated city:percent:name, e.g. "toronto:13:HST,vancouver:5:GST"; unset or empty is none. */
export function parseTaxRates(raw: string | undefined): TaxRates {
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

export function parseVideos(env: NodeJS.ProcessEnv): VideosConfig {
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

export function parsePayments(env: NodeJS.ProcessEnv): PaymentsConfig {
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

export interface PushConfig {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (both or neither); unset, the server makes a pair once and keeps it. */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  /** VAPID_SUBJECT: how a push service reaches the operator (mailto: or https:); unset, an https public URL, else MAIL_FROM. */
  subject: string;
  /**
   * PUSH_ENDPOINT_ORIGINS: origins a subscription may name besides the browsers' own push services (a self-hosted
   * gateway, or a test's local endpoint). Anything else is refused, so no one makes the server post where they like.
   */
  extraEndpointOrigins: string[];
  /** PUSH_ENDPOINT_CA: a PEM file of the certificate authority those origins' TLS certificates come from, if private. */
  endpointCaFile: string | null;
}

export function parsePush(env: NodeJS.ProcessEnv, publicUrl: string, mailFrom: string): PushConfig {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || null;
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || null;
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither to have the server make a pair');
  }
  // Push services take only https: or mailto: (web-push refuses the rest), so an http address falls back to the mail one.
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  const subject = env.VAPID_SUBJECT?.trim() || (publicUrl.startsWith('https://') ? publicUrl : `mailto:${address}`);
  if (!/^(mailto:|https:\/\/)/.test(subject)) throw new ConfigError(`VAPID_SUBJECT must be a mailto: or https: URL, got "${subject}"`);
  const extraEndpointOrigins = (env.PUSH_ENDPOINT_ORIGINS || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((origin) => {
      try {
        return new URL(origin).origin;
      } catch {
        throw new ConfigError(`PUSH_ENDPOINT_ORIGINS must list absolute URLs, got "${origin}"`);
      }
    });
  const endpointCaFile = env.PUSH_ENDPOINT_CA?.trim() || null;
  return { vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : null, subject, extraEndpointOrigins, endpointCaFile };
}
