import path from 'node:path';
import { BRAND_IDS, type BrandId } from '../shared/brands';

/** Everything the server reads from the environment, parsed once. See the configuration table in README.md. */
export interface Config {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
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
}

export class ConfigError extends Error {}

const DEFAULT_BRAND_HOSTS =
  'localhost=emberite,emberite.localhost=emberite,advenchy.localhost=advenchy,kindling.localhost=kindling';

function parseBrandHosts(raw: string): Record<string, BrandId> {
  const map: Record<string, BrandId> = {};
  for (const pair of raw.split(',').map((p) => p.trim()).filter(Boolean)) {
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
  return {
    env: nodeEnv,
    port,
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    publicUrl,
    clientDir: path.resolve(env.CLIENT_DIR || './dist/client'),
    brandHosts: parseBrandHosts(env.BRAND_HOSTS ?? DEFAULT_BRAND_HOSTS),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: (env.TRUST_PROXY || '').split(',').map((s) => s.trim()).filter(Boolean),
    shutdownTimeoutMs: parseInteger('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000),
    demoData: env.DEMO_DATA !== 'off',
  };
}

export function isHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return new URL(config.publicUrl).protocol === 'https:';
}
